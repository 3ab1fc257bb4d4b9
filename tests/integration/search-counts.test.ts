import { beforeAll, describe, expect, it } from 'vitest';
import { BusinessWriter } from '@/lib/import/business-writer';
import { db } from '@/lib/db';
import { facetTotal, scopeCounts } from '@/lib/search/counts';
import { businessInputSchema, toBusinessRecord } from '@/lib/validation/business';
import { fixture, loadFixtures } from './search-fixtures';

/** Facet rows that disagree with a fresh GROUP BY over the businesses (none, if triggers work). */
async function driftedFacets() {
  return db.$queryRaw<{ kind: string; key: string }[]>`
    WITH truth AS (
      SELECT k.kind, k.key, count(*)::int AS total,
             (count(*) FILTER (WHERE b.business_status <> 'CLOSED_PERMANENTLY'))::int AS open
      FROM businesses b, business_facet_keys(b) k GROUP BY k.kind, k.key)
    SELECT kind, key FROM truth t
    FULL JOIN (SELECT * FROM business_facets WHERE total <> 0) f USING (kind, key)
    WHERE t.total IS DISTINCT FROM f.total OR t.open IS DISTINCT FROM f.open`;
}

beforeAll(async () => {
  await loadFixtures([
    fixture({ name: 'A1 Plumbing', category: 'Plumber', zipCode: 'LS6 2AB', isVerified: true }),
    fixture({ name: 'Pipe Dreams', category: 'Plumber', zipCode: 'LS16 5HU' }),
    fixture({ name: 'Trattoria Roma', category: 'Italian restaurant', zipCode: 'LS6 3CD' }),
    fixture({ name: 'Dock Road Plumbing', category: 'Plumber', city: 'Liverpool' }),
    fixture({
      name: 'Old Pizza',
      category: 'Pizza restaurant',
      businessStatus: 'CLOSED_PERMANENTLY',
    }),
  ]);
});

describe('maintained business counts', () => {
  it('match a count of the table after a bulk insert', async () => {
    expect(await driftedFacets()).toEqual([]);
    expect(await facetTotal('all', [''])).toBe(5);
    expect(await facetTotal('all', [''], 'open')).toBe(4);
    expect(await facetTotal('verified', [''])).toBe(1);
    expect(await facetTotal('city', ['leeds', 'liverpool'])).toBe(5);
    expect(await facetTotal('city-category', ['leeds plumber'])).toBe(2);
    expect(await facetTotal('city-group', ['leeds restaurants'], 'open')).toBe(1);
    expect(await facetTotal('district', ['LS6'])).toBe(2);
    expect(await facetTotal('area', ['LS'])).toBe(4);
    expect(await facetTotal('county', ['west yorkshire'])).toBe(4);
  });

  it('follow updates that move a business, close it or verify it', async () => {
    await db.business.updateMany({
      where: { name: 'Pipe Dreams' },
      data: { city: 'Liverpool', citySlug: 'liverpool', zipCode: 'L15 1AA' },
    });
    await db.business.updateMany({
      where: { name: 'A1 Plumbing' },
      data: { businessStatus: 'CLOSED_PERMANENTLY', isVerified: false },
    });
    // An update that touches no counted column changes nothing.
    await db.business.updateMany({ data: { seoTitle: 'x' } });
    expect(await driftedFacets()).toEqual([]);
    expect(await facetTotal('city', ['liverpool'])).toBe(2);
    expect(await facetTotal('district', ['L15'])).toBe(1);
    expect(await facetTotal('verified', [''])).toBe(0);
    expect(await facetTotal('category', ['plumber'], 'open')).toBe(2);
  });

  it("take an import's rows once it commits, and none of a rolled-back one", async () => {
    const records = () =>
      ['Leeds', 'Leeds', 'Liverpool'].map((city, i) =>
        toBusinessRecord(
          businessInputSchema.parse(
            fixture({ name: `Imported ${i}`, category: 'Plumber', city: city as 'Leeds' }),
          ),
        ),
      );
    const before = await facetTotal('city', ['leeds']);
    const cancelled = await BusinessWriter.open('cancelled.xlsx');
    await cancelled.write(records());
    await cancelled.rollback();
    expect(await facetTotal('city', ['leeds'])).toBe(before);

    const writer = await BusinessWriter.open('counts.xlsx');
    await writer.write(records().slice(0, 2));
    await writer.write(records().slice(2));
    await writer.commit(0);
    expect(await driftedFacets()).toEqual([]);
    expect(await facetTotal('city', ['leeds'])).toBe(before + 2);
    expect(await facetTotal('city-category', ['liverpool plumber'])).toBe(3);
  });

  it('follow deletes, down to zero', async () => {
    await db.business.deleteMany({ where: { name: 'Dock Road Plumbing' } });
    expect(await driftedFacets()).toEqual([]);
    await db.business.deleteMany();
    expect(await db.businessFacet.count()).toBe(0);
    expect(await scopeCounts({ location: null, category: null })).toEqual({ total: 0, open: 0 });
  });

  it('follow a truncate', async () => {
    await loadFixtures([fixture({ name: 'Back Again', category: 'Cafe' })]);
    expect(await facetTotal('all', [''])).toBe(1);
    await db.$executeRaw`TRUNCATE businesses`;
    expect(await db.businessFacet.count()).toBe(0);
  });
});
