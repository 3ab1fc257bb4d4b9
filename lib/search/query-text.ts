/** Longest search text we look at; anything longer is cut (nobody types 100 characters). */
export const SEARCH_TEXT_MAX = 100;
/** Words of a query we look at: more words only narrow the result further. */
const SEARCH_WORDS_MAX = 8;

/** Trimmed, single-spaced, control characters removed and length-capped. */
export function normaliseSearchText(text: string | undefined | null): string {
  return (text ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_TEXT_MAX)
    .trim();
}

/** The words of a query; punctuation separates words, but "o'neill" and "x-ray" stay whole. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .map((word) => word.replace(/^['’-]+|['’-]+$/g, ''))
    .filter(Boolean)
    .slice(0, SEARCH_WORDS_MAX);
}

/** Text-search weights: A name, B category, C category group, D description. */
export type Weights = 'A' | 'ABC' | '';

/**
 * One word's lexemes (all required), or alternatives of which one must match, each a list of
 * required lexemes: a British term or its category words ("chippy" | "fish" & "chip").
 */
export type QueryTerm = readonly string[] | { readonly anyOf: readonly (readonly string[])[] };

/**
 * A tsquery requiring every term, each restricted to the given weights: lexemes as the
 * database produced them (already stemmed), quoted so nothing in them is read as an operator.
 */
export function tsQueryText(terms: readonly QueryTerm[], weights: Weights): string {
  const suffix = weights ? `:${weights}` : '';
  const all = (lexemes: readonly string[]) =>
    lexemes
      .map((lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${suffix}`)
      .join(' & ');
  return terms
    .map((term) =>
      'anyOf' in term
        ? `(${term.anyOf.map((lexemes) => `(${all(lexemes)})`).join(' | ')})`
        : all(term),
    )
    .join(' & ');
}

/** Longest word whose swapped-letter spellings are tried (one probe per spelling). */
const TRANSPOSITION_MAX_LENGTH = 20;

/** The word with two neighbouring letters swapped, each spelling once ("parsnos" -> "parsons"). */
export function transpositions(word: string): string[] {
  const letters = [...word];
  if (letters.length < 3 || letters.length > TRANSPOSITION_MAX_LENGTH) return [];
  const found = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i += 1) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    found.add(swapped.join(''));
  }
  return [...found];
}
