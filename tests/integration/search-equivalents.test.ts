// British and American names of one trade find each other, both ways (lib/search/synonyms.ts
// EQUIVALENT_GROUPS), against real PostgreSQL and the search's own text parser.
import { beforeAll, describe, expect, it } from 'vitest';
import { searchBusinesses } from '@/lib/search/search-businesses';
import { fixture, loadFixtures } from './search-fixtures';

beforeAll(async () => {
  await loadFixtures([
    fixture({ name: 'Ward Hadaway Solicitors', category: 'Solicitor', city: 'Newcastle' }),
    fixture({ name: 'Tyneside Legal', category: 'Lawyer', city: 'Newcastle' }),
    fixture({ name: 'Wok This Way', category: 'Takeout restaurant' }),
    fixture({ name: 'Spice Hut', category: 'Meal takeaway' }),
    fixture({ name: 'Boots Headingley', category: 'Chemist' }),
    fixture({ name: 'Kirkstall Pharmacy', category: 'Pharmacy' }),
    fixture({ name: 'Roundhay Garden Centre', category: 'Garden center' }),
    fixture({ name: 'Golden Dragon', category: 'Chinese restaurant' }),
  ]);
});

const names = async (q: string, location?: string) =>
  (await searchBusinesses({ q, location, limit: 20, offset: 0 })).businesses
    .map((b) => b.name)
    .sort();

describe('one trade, two names', () => {
  it('finds the solicitor for "lawyer" in Newcastle, and the lawyer for "solicitor"', async () => {
    const both = ['Tyneside Legal', 'Ward Hadaway Solicitors'];
    expect(await names('lawyer', 'Newcastle')).toEqual(both);
    expect(await names('solicitors', 'Newcastle')).toEqual(both);
    expect(await names('law firm')).toEqual(both);
  });

  it('finds takeout restaurants for "takeaway" and takeaways for "takeout"', async () => {
    const both = ['Spice Hut', 'Wok This Way'];
    expect(await names('takeaway')).toEqual(both);
    expect(await names('take-away')).toEqual(both);
    expect(await names('takeout')).toEqual(both);
  });

  it('finds pharmacies for "chemist" and chemists for "pharmacy"', async () => {
    const both = ['Boots Headingley', 'Kirkstall Pharmacy'];
    expect(await names('chemist')).toEqual(both);
    expect(await names('pharmacies')).toEqual(both);
  });

  it('reads the spelling of either side', async () => {
    expect(await names('garden centre')).toEqual(['Roundhay Garden Centre']);
    expect(await names('garden center')).toEqual(['Roundhay Garden Centre']);
    expect(await names('dragon takeaway')).toEqual([]);
  });
});
