// "Accepts card payments": Outscraper's `about` → Payments, as the import stores it, read by
// the search's filter (lib/search/conditions.ts) through the search and the API.
import { beforeAll, describe, expect, it } from 'vitest';
import { searchBusinesses } from '@/lib/search/search-businesses';
import { GET as list } from '@/app/api/businesses/route';
import { expectBadRequest, expectPublicOk, get } from './api-helpers';
import { fixture, loadFixtures } from './search-fixtures';

beforeAll(async () => {
  await loadFixtures([
    fixture({
      name: 'Credit Cafe',
      category: 'Cafe',
      about: { Payments: { 'Credit cards': true } },
    }),
    fixture({ name: 'Debit Deli', category: 'Deli', about: { Payments: { 'Debit cards': true } } }),
    fixture({ name: 'Cash Cafe', category: 'Cafe', about: { Payments: { 'Cash only': true } } }),
    fixture({
      name: 'No Cards Cafe',
      category: 'Cafe',
      about: { Payments: { 'Credit cards': false, 'Debit cards': false } },
    }),
    fixture({ name: 'Plain Cafe', category: 'Cafe' }),
  ]);
});

const names = (businesses: { name: string }[]) => businesses.map((b) => b.name).sort();

describe('accepts card payments', () => {
  it('keeps only the businesses whose payments list credit or debit cards', async () => {
    const base = { limit: 20, offset: 0 };
    expect(names((await searchBusinesses({ ...base, acceptsCards: true })).businesses)).toEqual([
      'Credit Cafe',
      'Debit Deli',
    ]);
    expect(
      names((await searchBusinesses({ ...base, q: 'cafe', acceptsCards: true })).businesses),
    ).toEqual(['Credit Cafe']);
    expect((await searchBusinesses({ ...base, q: 'cafe' })).totalCount).toBe(4);
  });

  it('is a parameter of the API, refused when unreadable', async () => {
    const result = await get(list, '/api/businesses?location=Leeds&acceptsCards=true');
    expectPublicOk(result);
    expect(names((result.body as { businesses: { name: string }[] }).businesses)).toEqual([
      'Credit Cafe',
      'Debit Deli',
    ]);
    expectBadRequest(await get(list, '/api/businesses?acceptsCards=yes'), 'acceptsCards');
  });
});
