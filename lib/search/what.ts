import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { searchWords, transpositions, type QueryTerm } from './query-text';
import { findSynonyms, type Synonym } from './synonyms';

/** A misspelt word is replaced by a category word at least this similar (trigrams). */
const CORRECTION_SIMILARITY = 0.45;

/** The "what" of a search, as the database reads it. */
export type What = {
  /** The normalised text, lower case: a business name typed in full ranks first. */
  text: string;
  /**
   * Lexemes per word (stemmed, stop words gone), after spelling corrections; a British term
   * as its own words or its category's (synonyms.ts).
   */
  lexemes: QueryTerm[];
  /** The words as searched, e.g. "plumber" for "plumbr"; differs from text when corrected. */
  searched: string;
};

type WordRow = {
  ord: number;
  word: string;
  lexemes: string[];
  found: boolean;
  correction: string | null;
  correctionLexemes: string[] | null;
};

/**
 * Reads the query's words with the database's own text-search parser (the same 'english'
 * configuration as the search vector). A word that occurs in no business is replaced by the
 * closest word of a category name ("plumbr" -> "plumber", "resturant" -> "restaurant"); the
 * others are kept, so names and descriptions still match. One round trip for all words.
 */
export async function analyseWhat(text: string): Promise<What | null> {
  const { rest, synonyms } = findSynonyms(text);
  const words = searchWords(rest);
  if (!synonyms.length) return words.length ? analyseWords(text, words) : null;
  const [analysed, terms] = await Promise.all([
    words.length ? analyseWords(text, words) : null,
    synonymTerms(synonyms),
  ]);
  if (!analysed && !terms.length) return null;
  return {
    text: text.toLowerCase(),
    lexemes: [...(analysed?.lexemes ?? []), ...terms],
    searched: [analysed?.searched, ...synonyms.map((synonym) => synonym.term)]
      .filter(Boolean)
      .join(' '),
  };
}

/**
 * Each British term as a choice between its own words and its category's, both read by the
 * database's parser; one round trip for all of them. Not spell-corrected: they are known words.
 */
async function synonymTerms(synonyms: Synonym[]): Promise<QueryTerm[]> {
  const phrases = synonyms.flatMap(({ term, target }) => [term, target]);
  const rows = await db.$queryRaw<{ lexemes: string[] }[]>`
    SELECT array(SELECT lexeme FROM unnest(to_tsvector('english', p.phrase))) AS lexemes
    FROM unnest(${phrases}::text[]) WITH ORDINALITY AS p(phrase, n)
    ORDER BY p.n`;
  return synonyms.flatMap((_, index) => {
    const anyOf = [rows[2 * index]?.lexemes, rows[2 * index + 1]?.lexemes].filter(
      (lexemes): lexemes is string[] => Boolean(lexemes?.length),
    );
    return anyOf.length ? [{ anyOf }] : [];
  });
}

async function analyseWords(text: string, words: string[]): Promise<What> {
  // Each word's existence test is its own sub-select with the word as a parameter, so the
  // planner sees the value and probes the index (a rare word) instead of scanning the table.
  const values = Prisma.join(
    words.map(
      (word, index) => Prisma.sql`(${index}::int, ${word}::text, EXISTS (
        SELECT 1 FROM businesses WHERE search_vector @@ plainto_tsquery('english', ${word})))`,
    ),
  );
  const rows = await db.$queryRaw<WordRow[]>`
    SELECT w.ord, w.word, w.found,
           array(SELECT lexeme FROM unnest(to_tsvector('english', w.word))) AS lexemes,
           c.part AS correction,
           array(SELECT lexeme FROM unnest(to_tsvector('english', c.part))) AS "correctionLexemes"
    FROM (VALUES ${values}) AS w(ord, word, found)
    LEFT JOIN LATERAL (
      SELECT v.part
      FROM business_facets f, regexp_split_to_table(lower(f.label), '[^[:alnum:]]+') AS v(part)
      WHERE NOT w.found AND f.kind IN ('category', 'group') AND f.total > 0 AND w.word <% f.label
      ORDER BY similarity(v.part, w.word) DESC, f.total DESC
      LIMIT 1
    ) AS c ON similarity(c.part, w.word) >= ${CORRECTION_SIMILARITY}
    ORDER BY w.ord`;

  await preferTranspositions(rows);
  const kept = rows.filter((row) => row.lexemes.length > 0);
  const lexemes = kept.map((row) =>
    row.correctionLexemes?.length ? row.correctionLexemes : row.lexemes,
  );
  return {
    text: text.toLowerCase(),
    lexemes,
    searched: kept
      .map((row) => (row.correctionLexemes?.length ? row.correction : row.word))
      .join(' '),
  };
}

/**
 * A word found nowhere becomes the first spelling with two neighbouring letters swapped that
 * some business has: the commonest typo, and closer than a category word, so it wins over one.
 * One more round trip, only when a word was found nowhere.
 */
async function preferTranspositions(rows: WordRow[]): Promise<void> {
  const missing = rows
    .filter((row) => !row.found && row.lexemes.length > 0)
    .map((row) => ({ row, variants: transpositions(row.word) }))
    .filter(({ variants }) => variants.length > 0);
  if (!missing.length) return;
  // Each spelling is its own sub-select with a parameter, for the same reason as above.
  const probes = missing.flatMap(({ variants }, index) =>
    variants.map(
      (variant, order) => Prisma.sql`(${index}::int, ${order}::int, ${variant}::text, EXISTS (
        SELECT 1 FROM businesses WHERE search_vector @@ plainto_tsquery('english', ${variant})))`,
    ),
  );
  const found = await db.$queryRaw<{ ord: number; word: string; lexemes: string[] }[]>`
    SELECT DISTINCT ON (p.ord) p.ord, p.word,
           array(SELECT lexeme FROM unnest(to_tsvector('english', p.word))) AS lexemes
    FROM (VALUES ${Prisma.join(probes)}) AS p(ord, n, word, found)
    WHERE p.found
    ORDER BY p.ord, p.n`;
  for (const hit of found) {
    const { row } = missing[hit.ord]!;
    if (!hit.lexemes.length) continue;
    row.correction = hit.word;
    row.correctionLexemes = hit.lexemes;
  }
}
