// Chains: brand keys on the real Zurich export (the expected chains worked out here from the
// file, without the app's code), the detail page's chain read, and lists that spread brands.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateBusiness } from '@/lib/admin/business-writes';
import {
  getBusinessesInCategory,
  getBusinessesInCity,
  getBusinessPage,
} from '@/lib/data/businesses';
import { prepareImport } from '@/lib/import/run-import';
import { refreshBrands } from '@/lib/quality/brand-refresh';
import { searchBusinesses } from '@/lib/search/search-businesses';
import { sharedFixture } from '@/tests/support/shared-fixtures';
import { fixture, loadFixtures } from './search-fixtures';

const ZURICH = sharedFixture('outscraper_CH_zurich-restaurants_Stefan-SEO.csv');
// The issue names these: shared profiles and listings, not a chain's own site.
const PLATFORMS = new Set(['instagram.com', 'facebook.com', 'local.ch']);

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
beforeAll(() => client.connect());
afterAll(() => client.end());

/**
 * Host lower-cased without www., then its registrable part: the last two labels, or three
 * under a country's generic second level ("primeclass.com.tr").
 */
function fileDomain(site: string): string | null {
  if (!site.trim()) return null;
  const host = new URL(site.includes('://') ? site : `https://${site}`).hostname.toLowerCase();
  const labels = host.replace(/^www\./, '').split('.');
  const countrySecondLevel =
    /^[a-z]{2}$/.test(labels.at(-1)!) && /^(co|com|org|net|ac|gov)$/.test(labels.at(-2)!);
  return labels.slice(countrySecondLevel ? -3 : -2).join('.');
}

const chainOf = async (slug: string) => (await getBusinessPage(slug))?.chain ?? null;

describe('chains in the real Zurich export', () => {
  let expected: Map<string, string[]>;

  beforeAll(async () => {
    // A brand's row outlives its businesses (its count is live), so earlier files may leave some.
    await client.query('DELETE FROM businesses');
    await client.query('DELETE FROM brands');
    const prepared = await prepareImport({ path: ZURICH, fileName: path.basename(ZURICH) });
    await prepared.run({});
    const stored = await client.query<{ place_id: string }>('SELECT place_id FROM businesses');
    const imported = new Set(stored.rows.map((row) => row.place_id));
    const rows = parse(readFileSync(ZURICH), { columns: true }) as Record<string, string>[];
    const byDomain = new Map<string, string[]>();
    for (const row of rows) {
      const domain = fileDomain(row.site ?? '');
      if (!domain || !imported.has(row.place_id!)) continue;
      byDomain.set(domain, [...(byDomain.get(domain) ?? []), row.place_id!]);
    }
    expected = new Map(
      [...byDomain]
        .filter(([domain, ids]) => ids.length >= 2 && !PLATFORMS.has(domain))
        .map(([domain, ids]) => [domain, ids.sort()]),
    );
  });

  it('every domain shared by 2+ rows is one chain, except the platforms', async () => {
    const { rows } = await client.query<{ domain: string; ids: string[] }>(
      `SELECT brand_domain AS domain, array_agg(place_id ORDER BY place_id) AS ids
       FROM businesses WHERE brand_domain IS NOT NULL GROUP BY 1 HAVING count(*) >= 2`,
    );
    const chains = new Map(rows.map((row) => [row.domain, row.ids]));
    expect(expected.size).toBeGreaterThanOrEqual(50);
    expect(chains).toEqual(expected);
    const named = await client.query<{ domain: string }>('SELECT domain FROM brands');
    expect(new Set(named.rows.map((row) => row.domain))).toEqual(new Set(expected.keys()));
    expect((await client.query('SELECT 1 FROM businesses WHERE brand_stale')).rowCount).toBe(0);
  });

  it('the six instagram.com rows (and the Facebook pages) form no chain', async () => {
    const { rows } = await client.query<{ website: string; brand_domain: string | null }>(
      `SELECT website, brand_domain FROM businesses
       WHERE website ILIKE '%instagram.com%' OR website ILIKE '%facebook.com%'`,
    );
    expect(rows.filter((row) => /instagram\.com/i.test(row.website))).toHaveLength(6);
    expect(rows.every((row) => row.brand_domain === null)).toBe(true);
  });

  it('a chain member reads its brand, its count and the nearest other branches', async () => {
    const [domain, ids] = [...expected].sort((a, b) => b[1].length - a[1].length)[0]!;
    const { rows } = await client.query<{ slug: string; status: string; lat: number; lng: number }>(
      `SELECT slug, business_status AS status, latitude AS lat, longitude AS lng
       FROM businesses WHERE place_id = ANY($1) ORDER BY place_id`,
      [ids],
    );
    const me = rows.find((row) => row.status !== 'CLOSED_PERMANENTLY')!;
    const chain = await chainOf(me.slug);
    const open = rows.filter((row) => row.status !== 'CLOSED_PERMANENTLY');
    const brand = await client.query('SELECT name FROM brands WHERE domain = $1', [domain]);
    expect(chain).not.toBeNull();
    expect(chain!.brand).toBe(brand.rows[0].name);
    expect(chain!.locations).toBe(open.length);
    expect(chain!.branches.map((b) => b.slug)).not.toContain(me.slug);
    expect(chain!.branches).toHaveLength(Math.min(5, open.length - 1));
    const metres = chain!.branches.map((b) => b.metres ?? Infinity);
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
  });

  it('a business of no chain has none', async () => {
    const { rows } = await client.query<{ slug: string }>(
      `SELECT slug FROM businesses WHERE brand_domain IS NULL LIMIT 1`,
    );
    expect(await chainOf(rows[0]!.slug)).toBeNull();
  });
});

describe("a big chain's detail read", () => {
  const SITE = 'https://www.chainco.co.uk/store';
  let slugs: Map<string, string>;

  beforeAll(async () => {
    await client.query('DELETE FROM brands');
    const ids = await loadFixtures([
      // A line of branches about 111 m apart, and a closed one right beside branch 20.
      ...Array.from({ length: 40 }, (_, i) =>
        fixture({
          name: `Chainco ${i}`,
          category: 'Coffee shop',
          website: `${SITE}/${i}`,
          latitude: 53.78 + i * 0.001,
          longitude: -1.55,
        }),
      ),
      fixture({
        name: 'Chainco closed',
        category: 'Coffee shop',
        website: `${SITE}/closed`,
        latitude: 53.8001,
        longitude: -1.55,
        businessStatus: 'CLOSED_PERMANENTLY',
      }),
    ]);
    await refreshBrands(client);
    const { rows } = await client.query<{ id: string; slug: string }>(
      'SELECT id, slug FROM businesses WHERE id = ANY($1::uuid[])',
      [[...ids.values()]],
    );
    const slugById = new Map(rows.map((row) => [row.id, row.slug]));
    slugs = new Map([...ids].map(([name, id]) => [name, slugById.get(id)!]));
  });

  /** The stored count against a direct count, and the nearest branches by a direct sort. */
  async function direct(slug: string) {
    const { rows } = await client.query<{ stored: number; counted: number; nearest: string[] }>(
      `SELECT b.locations AS stored,
         (SELECT count(*)::int FROM businesses c WHERE c.brand_domain = me.brand_domain
            AND c.business_status <> 'CLOSED_PERMANENTLY') AS counted,
         ARRAY(SELECT o.slug FROM businesses o WHERE o.brand_domain = me.brand_domain
            AND o.id <> me.id AND o.business_status <> 'CLOSED_PERMANENTLY'
            ORDER BY earth_distance(o.earth, me.earth), o.id LIMIT 5) AS nearest
       FROM businesses me JOIN brands b ON b.domain = me.brand_domain WHERE me.slug = $1`,
      [slug],
    );
    return rows[0]!;
  }

  it('reads the stored count and the five nearest open branches', async () => {
    const me = slugs.get('Chainco 20')!;
    const expected = await direct(me);
    expect(expected).toMatchObject({ stored: 40, counted: 40 });
    const chain = await chainOf(me);
    expect(chain).toMatchObject({ brand: 'Chainco', locations: 40 });
    expect(chain!.branches.map((b) => b.slug)).toEqual(expected.nearest);
    expect(expected.nearest.slice(0, 2).sort()).toEqual(
      [slugs.get('Chainco 19'), slugs.get('Chainco 21')].sort(),
    );
    expect(chain!.branches.map((b) => b.metres)).toEqual([111, 111, 223, 223, 334]);
  });

  it('keeps the count right through deletes, closures, reopenings and leaving the brand', async () => {
    const check = async (name: string, locations: number) => {
      const expected = await direct(slugs.get(name)!);
      expect(expected.stored).toBe(expected.counted);
      expect(expected.stored).toBe(locations);
      const chain = await chainOf(slugs.get(name)!);
      expect(chain!.locations).toBe(locations);
      expect(chain!.branches.map((b) => b.slug)).toEqual(expected.nearest);
    };
    await client.query('DELETE FROM businesses WHERE slug = $1', [slugs.get('Chainco 19')]);
    await check('Chainco 30', 39);
    await client.query(
      "UPDATE businesses SET business_status = 'CLOSED_PERMANENTLY' WHERE slug = ANY($1)",
      [[slugs.get('Chainco 21'), slugs.get('Chainco 22')]],
    );
    await check('Chainco 31', 37);
    await client.query("UPDATE businesses SET business_status = 'OPERATIONAL' WHERE slug = $1", [
      slugs.get('Chainco closed'),
    ]);
    await check('Chainco 25', 38);
    await updateBusiness(
      (await client.query('SELECT id FROM businesses WHERE slug = $1', [slugs.get('Chainco 0')]))
        .rows[0].id,
      { website: 'https://independent-cafe.co.uk/' },
    );
    await refreshBrands(client);
    await check('Chainco 32', 37);
  });
});

describe('lists spread brands', () => {
  const BRAND = 'https://www.brewco.co.uk/branch';
  let ids: Map<string, string>;

  beforeAll(async () => {
    const inputs = [
      // Ten branches of one chain, ranked above everything else.
      ...Array.from({ length: 10 }, (_, i) =>
        fixture({
          name: `Brewco Leeds ${i}`,
          category: 'Coffee shop',
          website: `${BRAND}/${i}?utm_source=gmb`,
          rating: 5,
          reviewCount: 900 - i,
        }),
      ),
      ...Array.from({ length: 70 }, (_, i) =>
        fixture({
          name: `Independent Cafe ${i}`,
          category: 'Coffee shop',
          website: `https://cafe${i}.co.uk`,
          rating: 4,
          reviewCount: 100 - i,
        }),
      ),
    ];
    ids = await loadFixtures(inputs);
    await refreshBrands(client);
  });

  const brewco = (names: string[]) => names.filter((name) => name.startsWith('Brewco')).length;

  async function allPages(read: (page: number) => Promise<string[]>, pages: number) {
    const seen: string[][] = [];
    for (let page = 1; page <= pages; page++) seen.push(await read(page));
    return seen;
  }

  it('a category list holds at most 3 of a brand on page 1, every business once across pages', async () => {
    const pages = await allPages(
      async (page) =>
        (
          await getBusinessesInCategory('coffee-shop', { limit: 20, offset: (page - 1) * 20 })
        ).businesses.map((b) => b.name),
      4,
    );
    expect(brewco(pages[0]!)).toBe(3);
    expect(pages[0]!.slice(0, 3)).toEqual(['Brewco Leeds 0', 'Brewco Leeds 1', 'Brewco Leeds 2']);
    // The rest of the chain comes straight after the first page, in rank order.
    expect(pages[1]!.slice(0, 7)).toEqual(
      Array.from({ length: 7 }, (_, i) => `Brewco Leeds ${i + 3}`),
    );
    const all = pages.flat();
    expect(all).toHaveLength(80);
    expect(new Set(all).size).toBe(80);
    expect(new Set(all)).toEqual(new Set(ids.keys()));
    // Deterministic: the same page twice is the same page.
    const again = await getBusinessesInCategory('coffee-shop', { limit: 20, offset: 0 });
    expect(again.businesses.map((b) => b.name)).toEqual(pages[0]);
  });

  it('a city list and a search do the same, and other page sizes agree with the first page', async () => {
    const city = await getBusinessesInCity('Leeds', { limit: 20, offset: 0 });
    expect(brewco(city.businesses.map((b) => b.name))).toBe(3);

    const search = (limit: number, offset: number) =>
      searchBusinesses({ q: 'coffee', limit, offset });
    const first = (await search(20, 0)).businesses.map((b) => b.name);
    expect(brewco(first)).toBe(3);
    // A page that straddles the reordered head and the rest reads the same order.
    const twenties = (
      await allPages(async (p) => (await search(20, (p - 1) * 20)).businesses.map((b) => b.name), 4)
    ).flat();
    const fifties = [
      ...(await search(50, 0)).businesses.map((b) => b.name),
      ...(await search(50, 50)).businesses.map((b) => b.name),
    ];
    expect(fifties).toEqual(twenties);
    expect(new Set(twenties).size).toBe(80);

    // An order the visitor chose is left alone.
    const byReviews = await searchBusinesses({
      q: 'coffee',
      limit: 20,
      offset: 0,
      sort: 'reviews',
    });
    expect(brewco(byReviews.businesses.map((b) => b.name))).toBe(10);
  });

  it('an admin edit of the website moves the business out of the brand at once', async () => {
    const id = ids.get('Brewco Leeds 0')!;
    await updateBusiness(id, { website: 'https://brewco-kiosk.co.uk' });
    const { rows } = await client.query('SELECT brand_domain FROM businesses WHERE id = $1', [id]);
    expect(rows[0].brand_domain).toBe('brewco-kiosk.co.uk');
    const page = await getBusinessesInCategory('coffee-shop', { limit: 20, offset: 0 });
    const names = page.businesses.map((b) => b.name);
    expect(names.slice(0, 4)).toEqual([
      'Brewco Leeds 0',
      'Brewco Leeds 1',
      'Brewco Leeds 2',
      'Brewco Leeds 3',
    ]);
  });
});
