import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { publicRead, type ReadSetting } from '@/lib/db';
import { searchWords, transpositions, type QueryTerm } from './query-text';
import { EQUIVALENT_GROUPS, findSynonyms, type Synonym } from './synonyms';

const CORRECTION_SIMILARITY = 0.45;

export type What = {
  text: string;
  lexemes: QueryTerm[];
  /** "plumber" for "plumbr": differs from text when corrected. */
  searched: string;
};

// A common word is met in the first rows; only others go to the text index (docs/search.md):
// a whole-table scan for a missing word took 3.5 s at 1M, the index ~200 ms for a common one.
const PREFIX_ROWS = 2000;
// Seq scans off: the second EXISTS can only be the index; the prefix still reads in table order.
export const WORD_PROBE_OFF: ReadSetting[] = ['enable_seqscan'];

/** Whether any business has the word (each word its own sub-select with a parameter). */
export function wordFound(word: string): Prisma.Sql {
  const query = Prisma.sql`plainto_tsquery('english', ${word})`;
  return Prisma.sql`(EXISTS (SELECT 1 FROM (SELECT search_vector FROM businesses LIMIT ${PREFIX_ROWS})
      AS prefix WHERE prefix.search_vector @@ ${query})
    OR EXISTS (SELECT 1 FROM businesses WHERE search_vector @@ ${query}))`;
}

type WordRow = {
  ord: number;
  word: string;
  lexemes: string[];
  found: boolean;
  correction: string | null;
  correctionLexemes: string[] | null;
};

/** Uses the database's own 'english' parser; a word found nowhere becomes the closest category word. */
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

/** Each synonym becomes a choice between every name of its group, as typed or as Google files it. */
async function synonymTerms(synonyms: Synonym[]): Promise<QueryTerm[]> {
  const groups = synonyms.map(({ term, target }) => [
    ...new Set([term, ...(EQUIVALENT_GROUPS.get(target) ?? [target])]),
  ]);
  const rows = await publicRead<{ lexemes: string[] }>(Prisma.sql`
    SELECT array(SELECT lexeme FROM unnest(to_tsvector('english', p.phrase))) AS lexemes
    FROM unnest(${groups.flat()}::text[]) WITH ORDINALITY AS p(phrase, n)
    ORDER BY p.n`);
  let next = 0;
  return groups.flatMap((group) => {
    const anyOf = rows
      .slice(next, (next += group.length))
      .map((row) => row.lexemes)
      .filter((lexemes) => lexemes.length > 0);
    return anyOf.length ? [{ anyOf }] : [];
  });
}

async function analyseWords(text: string, words: string[]): Promise<What> {
  const values = Prisma.join(
    words.map((word, index) => Prisma.sql`(${index}::int, ${word}::text, ${wordFound(word)})`),
  );
  const rows = await publicRead<WordRow>(
    Prisma.sql`
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
    ORDER BY w.ord`,
    WORD_PROBE_OFF,
  );

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

/** Two swapped letters is the commonest typo, so such a spelling wins over a category word. */
async function preferTranspositions(rows: WordRow[]): Promise<void> {
  const missing = rows
    .filter((row) => !row.found && row.lexemes.length > 0)
    .map((row) => ({ row, variants: transpositions(row.word) }))
    .filter(({ variants }) => variants.length > 0);
  if (!missing.length) return;
  const probes = missing.flatMap(({ variants }, index) =>
    variants.map(
      (variant, order) =>
        Prisma.sql`(${index}::int, ${order}::int, ${variant}::text, ${wordFound(variant)})`,
    ),
  );
  const hits = await publicRead<{ ord: number; word: string; lexemes: string[] }>(
    Prisma.sql`
    SELECT DISTINCT ON (p.ord) p.ord, p.word,
           array(SELECT lexeme FROM unnest(to_tsvector('english', p.word))) AS lexemes
    FROM (VALUES ${Prisma.join(probes)}) AS p(ord, n, word, found)
    WHERE p.found
    ORDER BY p.ord, p.n`,
    WORD_PROBE_OFF,
  );
  for (const hit of hits) {
    const { row } = missing[hit.ord]!;
    if (!hit.lexemes.length) continue;
    row.correction = hit.word;
    row.correctionLexemes = hit.lexemes;
  }
}
