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

// A word costly to look up in the text index (in 1 % of rows or more) is met in the first 500
// rows; only others go to the index (docs/search.md).
const PREFIX_ROWS = 500;
// Seq scans off: the second EXISTS can only be the index; the prefix still reads in table order.
export const WORD_PROBE_OFF: ReadSetting[] = ['enable_seqscan'];

export const WORD_PREFIX = Prisma.sql`prefix AS MATERIALIZED
  (SELECT search_vector FROM businesses LIMIT ${PREFIX_ROWS})`;

/** Whether any business has the word (a column or a parameter), with WORD_PREFIX (read once) in the statement. */
export function wordFound(word: Prisma.Sql): Prisma.Sql {
  const query = Prisma.sql`plainto_tsquery('english', ${word})`;
  return Prisma.sql`(EXISTS (SELECT 1 FROM prefix WHERE prefix.search_vector @@ ${query})
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

const lexemesOf = (text: Prisma.Sql) =>
  Prisma.sql`array(SELECT lexeme FROM unnest(to_tsvector('english', ${text})))`;

/** Each word found or not; one found nowhere takes a swapped-letter spelling (the commonest typo), else a category word. */
export function wordAnalysisSql(words: string[]): Prisma.Sql {
  const typed = words.map((word, ord) => Prisma.sql`(${ord}::int, ${word}::text)`);
  const swaps = words.flatMap((word, ord) =>
    transpositions(word).map(
      (variant, n) => Prisma.sql`(${ord}::int, ${n}::int, ${variant}::text)`,
    ),
  );
  const swapped = swaps.length
    ? Prisma.sql`SELECT DISTINCT ON (v.ord) v.ord, v.word
        FROM (VALUES ${Prisma.join(swaps)}) AS v(ord, n, word)
        JOIN w ON w.ord = v.ord AND to_tsvector('english', w.word) <> ''::tsvector
        WHERE CASE WHEN w.found THEN false ELSE ${wordFound(Prisma.sql`v.word`)} END
        ORDER BY v.ord, v.n`
    : Prisma.sql`SELECT NULL::int AS ord, NULL::text AS word WHERE false`;
  return Prisma.sql`
    WITH ${WORD_PREFIX},
    w AS MATERIALIZED (SELECT t.ord, t.word, ${wordFound(Prisma.sql`t.word`)} AS found
      FROM (VALUES ${Prisma.join(typed)}) AS t(ord, word)),
    swapped AS (${swapped})
    SELECT w.ord, w.word, w.found, ${lexemesOf(Prisma.sql`w.word`)} AS lexemes,
           coalesce(s.word, c.part) AS correction,
           ${lexemesOf(Prisma.sql`coalesce(s.word, c.part)`)} AS "correctionLexemes"
    FROM w
    LEFT JOIN swapped s ON s.ord = w.ord
    LEFT JOIN LATERAL (
      SELECT v.part
      FROM business_facets f, regexp_split_to_table(lower(f.label), '[^[:alnum:]]+') AS v(part)
      WHERE NOT w.found AND s.word IS NULL AND f.kind IN ('category', 'group') AND f.total > 0
        AND w.word <% f.label
      ORDER BY similarity(v.part, w.word) DESC, f.total DESC
      LIMIT 1
    ) AS c ON similarity(c.part, w.word) >= ${CORRECTION_SIMILARITY}
    ORDER BY w.ord`;
}

async function analyseWords(text: string, words: string[]): Promise<What> {
  const rows = await publicRead<WordRow>(wordAnalysisSql(words), WORD_PROBE_OFF);
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
