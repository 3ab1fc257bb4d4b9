export const SEARCH_TEXT_MAX = 100;
// More words only narrow the result further.
const SEARCH_WORDS_MAX = 8;

export function normaliseSearchText(text: string | undefined | null): string {
  return (text ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_TEXT_MAX)
    .trim();
}

export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .map((word) => word.replace(/^['’-]+|['’-]+$/g, ''))
    .filter(Boolean)
    .slice(0, SEARCH_WORDS_MAX);
}

export type Weights = 'A' | 'ABC' | '';

/** One word's lexemes, or alternatives such as a British term or its category words. */
export type QueryTerm = readonly string[] | { readonly anyOf: readonly (readonly string[])[] };

/** Lexemes quoted so nothing in them is read as a tsquery operator. */
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

const TRANSPOSITION_MAX_LENGTH = 20;

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
