import { describe, expect, it } from 'vitest';
import {
  normaliseSearchText,
  searchWords,
  SEARCH_TEXT_MAX,
  transpositions,
  tsQueryText,
} from './query-text';

describe('normaliseSearchText', () => {
  it('trims, collapses spaces and drops control characters', () => {
    expect(normaliseSearchText('  italian \t\n restaurant\u0000 ')).toBe('italian restaurant');
    expect(normaliseSearchText(undefined)).toBe('');
    expect(normaliseSearchText('x'.repeat(500))).toHaveLength(SEARCH_TEXT_MAX);
  });
});

describe('searchWords', () => {
  it('splits on spaces and punctuation, keeping apostrophes and hyphens inside words', () => {
    expect(searchWords('Fish & Chips, Leeds!')).toEqual(['fish', 'chips', 'leeds']);
    expect(searchWords("O'Neill's x-ray 'clinic'")).toEqual(["o'neill's", 'x-ray', 'clinic']);
    expect(searchWords('Café Zürich')).toEqual(['café', 'zürich']);
    expect(searchWords(' - ')).toEqual([]);
  });

  it('caps the number of words', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('tsQueryText', () => {
  it('requires every lexeme with the given weights', () => {
    expect(tsQueryText([['italian'], ['restaur']], 'A')).toBe("'italian':A & 'restaur':A");
    expect(tsQueryText([['x-ray', 'x', 'ray']], '')).toBe("'x-ray' & 'x' & 'ray'");
  });

  it('reads a British term as either its words or its category’s', () => {
    expect(tsQueryText([['best'], { anyOf: [['chippi'], ['fish', 'chip']] }], 'ABC')).toBe(
      "'best':ABC & (('chippi':ABC) | ('fish':ABC & 'chip':ABC))",
    );
  });
  it('quotes lexemes so that nothing is read as an operator', () => {
    expect(tsQueryText([["o'neill"], ['a\\b'], ['!|&']], 'ABC')).toBe(
      "'o''neill':ABC & 'a\\\\b':ABC & '!|&':ABC",
    );
  });
});

describe('transpositions', () => {
  it('swaps each pair of neighbouring letters once', () => {
    expect(transpositions('parsnos')).toContain('parsons');
    expect(transpositions('abc')).toEqual(['bac', 'acb']);
    // Equal neighbours swap to the same word, which is no variant.
    expect(transpositions('abba')).toEqual(['baba', 'abab']);
  });

  it('leaves very short and very long words alone', () => {
    expect(transpositions('ab')).toEqual([]);
    expect(transpositions('x'.repeat(21))).toEqual([]);
  });
});
