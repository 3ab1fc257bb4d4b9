// British words for a service find the businesses filed under Google's category words
// (lib/search/synonyms.ts), while the words typed still match as they are.
import { beforeAll, describe, expect, it } from 'vitest';
import { searchBusinesses } from '@/lib/search/search-businesses';
import { fixture, loadFixtures } from './search-fixtures';

beforeAll(async () => {
  await loadFixtures([
    fixture({ name: 'The Codfather', category: 'Fish & chips restaurant' }),
    fixture({ name: 'Bright Sparks', category: 'Electrician' }),
    fixture({ name: 'Corner Wines', category: 'Liquor store' }),
    fixture({ name: 'Cut Above', category: 'Hair salon' }),
    fixture({ name: 'Snips', category: 'Hairdresser' }),
    fixture({ name: 'Leeds Loft Conversions', category: 'Builder' }),
    fixture({ name: 'Park Lane Medical', category: 'Doctor' }),
    fixture({ name: 'Shell Kirkstall', category: 'Gas station' }),
    fixture({ name: 'Oak & Pine', category: 'Carpenter' }),
    fixture({ name: 'Golden Dragon', category: 'Chinese restaurant' }),
  ]);
});

const names = async (q: string, location?: string) =>
  (await searchBusinesses({ q, location, limit: 20, offset: 0 })).businesses
    .map((b) => b.name)
    .sort();

describe('UK words', () => {
  it('find the business by its Google category', async () => {
    expect(await names('chippy')).toEqual(['The Codfather']);
    expect(await names('sparky')).toEqual(['Bright Sparks']);
    expect(await names('off-licence')).toEqual(['Corner Wines']);
    expect(await names('attic conversions')).toEqual(['Leeds Loft Conversions']);
    expect(await names('GP')).toEqual(['Park Lane Medical']);
    expect(await names('petrol station')).toEqual(['Shell Kirkstall']);
    expect(await names('joiners', 'Leeds')).toEqual(['Oak & Pine']);
  });

  it('keep the words typed as the other choice', async () => {
    expect(await names('hairdresser')).toEqual(['Cut Above', 'Snips']);
    // With other words, all of which must still match.
    expect(await names('chippy codfather')).toEqual(['The Codfather']);
    expect(await names('chippy dragon')).toEqual([]);
  });
});
