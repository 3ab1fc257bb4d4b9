import { describe, expect, it } from 'vitest';
import { KNOWN_CATEGORIES } from '@/lib/categories/google-categories';
import { EQUIVALENT_GROUPS, findSynonyms, UK_SYNONYMS } from './synonyms';

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

describe('EQUIVALENT_GROUPS', () => {
  const groupOf = (typed: string) => {
    const [found] = findSynonyms(typed).synonyms;
    return found && EQUIVALENT_GROUPS.get(found.target);
  };

  it.each([
    ['lawyer', 'solicitor'],
    ['solicitor', 'lawyer'],
    ['takeaway', 'takeout'],
    ['takeout', 'takeaway'],
    ['take away', 'takeout'],
    ['chemist', 'pharmacy'],
    ['pharmacy', 'chemist'],
    ['petrol station', 'gas station'],
    ['gas station', 'petrol station'],
    ['tyre', 'tire'],
    ['tire', 'tyre'],
    ['cinema', 'movie theater'],
    ['movie theater', 'cinema'],
    ['garden centre', 'center'],
    ['garden center', 'centre'],
    ['theatre', 'theater'],
    ['theater', 'theatre'],
    ['estate agent', 'real estate agency'],
    ['real estate agency', 'estate agent'],
    ['launderette', 'laundromat'],
    ['laundromat', 'launderette'],
    ['off licence', 'liquor store'],
    ['liquor store', 'off licence'],
    ['car park', 'parking lot'],
    ['parking lot', 'car park'],
    ['optician', 'optometrist'],
    ['optometrist', 'optician'],
    ['law firm', 'solicitor'],
  ])('"%s" finds "%s" too', (typed, other) => {
    expect(groupOf(typed)).toContain(other);
  });

  it('puts each name in one group, which holds every term read as its word', () => {
    const names = [...EQUIVALENT_GROUPS.values()].flat();
    expect(new Set(names).size).toBe(names.length);
    for (const [term, target] of ENTRIES) {
      expect(EQUIVALENT_GROUPS.get(target)).toContain(term);
      expect(groupOf(target)).toEqual(EQUIVALENT_GROUPS.get(target));
    }
  });
});
