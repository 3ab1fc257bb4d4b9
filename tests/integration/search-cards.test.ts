// "Accepts card payments": Outscraper's `about` → Payments, as the import stores it, read by
// the search's filter (lib/search/conditions.ts) through the search and the API.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { prepareImport } from '@/lib/import/run-import';
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

const EXPORT = path.resolve(
  import.meta.dirname,
  '../../../shared/fixtures/outscraper_US_naples-plumber_via-gsheets_greekfreek12.csv',
);

describe('a real export', () => {
  it('fills what the filter reads: the import keeps about → Payments', async () => {
    if (!existsSync(EXPORT)) throw new Error(`the shared fixture is missing: ${EXPORT}`);
    await db.business.deleteMany();
    await (await prepareImport({ path: EXPORT, fileName: path.basename(EXPORT) })).run();
    const rows = parse(readFileSync(EXPORT, 'utf8'), { columns: true }) as { about: string }[];
    const takesCards = rows.filter(({ about }) => {
      const payments = (about ? JSON.parse(about) : {}).Payments ?? {};
      return payments['Credit cards'] === true || payments['Debit cards'] === true;
    }).length;
    expect(takesCards).toBeGreaterThan(0);
    const found = await searchBusinesses({ acceptsCards: true, limit: 20, offset: 0 });
    expect(found.totalCount).toBe(takesCards);
  });
});
