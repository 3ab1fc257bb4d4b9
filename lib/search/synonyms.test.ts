import { describe, expect, it } from 'vitest';
import { KNOWN_CATEGORIES } from '@/lib/categories/google-categories';
import { findSynonyms, UK_SYNONYMS } from './synonyms';

const ENTRIES = Object.entries(UK_SYNONYMS);
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && word !== 'and');
const CATEGORY_WORDS = new Set(Object.values(KNOWN_CATEGORIES).flat().flatMap(words));
// Targets that are no Google category but how such businesses name themselves.
const NAMED_NOT_CATEGORISED = new Set(['loft conversion']);

describe('UK_SYNONYMS', () => {
  it('has at least 40 reviewed British terms', () => {
    expect(ENTRIES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(ENTRIES)('reads "%s" as "%s"', (term, target) => {
    expect(findSynonyms(term)).toEqual({ rest: '', synonyms: [{ term, target }] });
    // As typed: capitals, a plural, hyphens, words around it.
    const plural = term.endsWith('s') ? term : `${term}s`;
    const typed = `best ${plural.toUpperCase().replace(/ /g, '-')} leeds`;
    expect(findSynonyms(typed).synonyms.map((s) => s.target)).toEqual([target]);
    expect(findSynonyms(typed).rest).toBe('best leeds');
  });

  it.each(ENTRIES.filter(([, target]) => !NAMED_NOT_CATEGORISED.has(target)))(
    'maps "%s" to words of a Google category ("%s")',
    (_, target) => {
      for (const word of words(target)) expect(CATEGORY_WORDS).toContain(word);
    },
  );

  it('prefers the longest term and leaves other text alone', () => {
    expect(findSynonyms('GP surgery').synonyms).toEqual([{ term: 'GP surgery', target: 'doctor' }]);
    expect(findSynonyms('Off-Licences near me')).toEqual({
      rest: 'near me',
      synonyms: [{ term: 'Off Licences', target: 'liquor store' }],
    });
    expect(findSynonyms('Golden Dragon')).toEqual({ rest: 'Golden Dragon', synonyms: [] });
    // Whole words only: "pub" is not in "public", "vet" not in "velvet".
    expect(findSynonyms('public library velvet').synonyms).toEqual([]);
  });
});
