import pg from 'pg';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as statsRoute } from '@/app/api/admin/sitemap-stats/route';
import { GET as businessFileRoute } from '@/app/sitemaps/businesses/[file]/route';
import { GET as categoriesRoute } from '@/app/sitemaps/categories.xml/route';
import { GET as citiesRoute } from '@/app/sitemaps/cities.xml/route';
import { GET as landingRoute } from '@/app/sitemaps/landing/[file]/route';
import { GET as mainRoute } from '@/app/sitemaps/main.xml/route';
import { GET as indexRoute } from '@/app/sitemap.xml/route';
import robots from '@/app/robots';
import { env } from '@/lib/env';
import { seed } from '@/prisma/seed';
import { adminSessionCookie } from '@/tests/support/admin-session';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const url = process.env.DATABASE_URL!;
const client = new pg.Client({ connectionString: url });

type Node = { name: string; uri: string; children: Node[]; text: string };

/** A namespace-aware, strict XML parse (saxes throws on anything not well-formed). */
function parseXml(xml: string): Node {
  const parser = new SaxesParser({ xmlns: true });
  const stack: Node[] = [];
  let root: Node | undefined;
  parser.on('opentag', (tag) => {
    const node: Node = { name: tag.local, uri: tag.uri, children: [], text: '' };
    stack[stack.length - 1]?.children.push(node);
    root ??= node;
    stack.push(node);
  });
  parser.on('text', (text) => {
    const top = stack[stack.length - 1];
    if (top) top.text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  return root!;
}

/** A protocol-valid <urlset>: every <url> has one absolute <loc> first, lastmod W3C if any. */
function urlsetEntries(xml: string) {
  const root = parseXml(xml);
  expect(root).toMatchObject({ name: 'urlset', uri: SITEMAP_NS });
  expect(root.children.length).toBeLessThanOrEqual(50_000);
  return root.children.map((entry) => {
    expect(entry).toMatchObject({ name: 'url', uri: SITEMAP_NS });
    const [first] = entry.children;
    expect(first?.name).toBe('loc');
    expect(entry.children.filter((child) => child.name === 'loc')).toHaveLength(1);
    const loc = first!.text.trim();
    expect(loc.startsWith(`${env.SITE_URL}/`), loc).toBe(true);
    expect(() => new URL(loc)).not.toThrow();
    const lastmod = entry.children.find((child) => child.name === 'lastmod')?.text.trim();
    if (lastmod) expect(lastmod).toMatch(W3C_DATETIME);
    return { loc, lastmod };
  });
}

function indexLocs(xml: string) {
  const root = parseXml(xml);
  expect(root).toMatchObject({ name: 'sitemapindex', uri: SITEMAP_NS });
  return root.children.map((entry) => {
    expect(entry).toMatchObject({ name: 'sitemap', uri: SITEMAP_NS });
    expect(entry.children.map((child) => child.name)).toEqual(['loc']);
    return entry.children[0]!.text.trim();
  });
}

const noRequest = new Request('http://localhost/sitemap.xml');
const read = async (response: Promise<Response> | Response) => {
  const res = await response;
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/xml/);
  return res.text();
};
const businessFile = (file: string) =>
  businessFileRoute(noRequest, { params: Promise.resolve({ file }) });
const landingFile = (file: string) =>
  landingRoute(noRequest, { params: Promise.resolve({ file }) });
const pathOf = (loc: string) => loc.slice(env.SITE_URL.length);

beforeAll(() => client.connect());
afterAll(async () => {
  delete process.env.SITEMAP_BUSINESSES_PER_FILE;
  await client.end();
});

describe('business sitemap files at a small configured size', () => {
  beforeAll(async () => {
    await seed(url, 20);
    await client.query(`UPDATE businesses SET business_status = 'OPERATIONAL'`);
    process.env.SITEMAP_BUSINESSES_PER_FILE = '7';
  });

  it('splits 20 businesses into 3 files of at most 7, every business exactly once', async () => {
    const index = indexLocs(await read(indexRoute(noRequest)));
    const files = index.filter((loc) => loc.includes('/sitemaps/businesses/'));
    expect(files.map(pathOf)).toEqual([1, 2, 3].map((n) => `/sitemaps/businesses/${n}.xml`));

    const perFile = await Promise.all(
      [1, 2, 3].map(async (n) => urlsetEntries(await read(businessFile(`${n}.xml`)))),
    );
    expect(perFile.map((entries) => entries.length)).toEqual([7, 7, 6]);

    const { rows } = await client.query<{ slug: string; updated_at: Date }>(
      'SELECT slug, updated_at FROM businesses ORDER BY id',
    );
    const listed = perFile.flat();
    expect(listed.map((entry) => pathOf(entry.loc))).toEqual(
      rows.map((row) => `/details/${row.slug}`),
    );
    expect(listed.map((entry) => entry.lastmod)).toEqual(
      rows.map((row) => row.updated_at.toISOString()),
    );
  });

  it('answers 404 for files that do not exist', async () => {
    for (const file of ['0.xml', '4.xml', 'abc.xml', '1', '01.xml', '1.xml.gz'])
      expect((await businessFile(file)).status, file).toBe(404);
  });

  it('leaves businesses closed for good out', async () => {
    await client.query(
      `UPDATE businesses SET business_status = 'CLOSED_PERMANENTLY'
       WHERE id = (SELECT id FROM businesses ORDER BY id LIMIT 1) RETURNING slug`,
    );
    const all = (
      await Promise.all(
        [1, 2, 3].map(async (n) => urlsetEntries(await read(businessFile(`${n}.xml`)))),
      )
    ).flat();
    expect(all).toHaveLength(19);
  });
});

describe('the sitemap index and its files on the demo data', () => {
  beforeAll(async () => {
    await seed(url, 400);
    process.env.SITEMAP_BUSINESSES_PER_FILE = '50';
  });

  it('lists main pages, categories, cities, landing pages and business files, all absolute', async () => {
    const locs = indexLocs(await read(indexRoute(noRequest)));
    // Files split the id range of every row (closed ones too, so the split reads only the key).
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM businesses`);
    expect(locs.map(pathOf)).toEqual([
      '/sitemaps/main.xml',
      '/sitemaps/categories.xml',
      '/sitemaps/cities.xml',
      '/sitemaps/landing/1.xml',
      ...Array.from(
        { length: Math.ceil(rows[0].n / 50) },
        (_, i) => `/sitemaps/businesses/${i + 1}.xml`,
      ),
    ]);
    for (const loc of locs) expect(loc.startsWith(`${env.SITE_URL}/`)).toBe(true);
  });

  it('serves the main pages', async () => {
    const paths = urlsetEntries(await read(mainRoute(noRequest))).map((e) => pathOf(e.loc));
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/businesses', '/cities', '/about', '/contact']),
    );
  });

  it('serves every group and specific category that has businesses, once', async () => {
    const paths = urlsetEntries(await read(categoriesRoute(noRequest))).map((e) => pathOf(e.loc));
    expect(new Set(paths).size).toBe(paths.length);
    const { rows } = await client.query(
      `SELECT DISTINCT category_group AS g, category_slug AS c FROM businesses
       WHERE business_status <> 'CLOSED_PERMANENTLY'`,
    );
    for (const row of rows) {
      expect(paths).toContain(`/category/${row.g}`);
      expect(paths).toContain(`/category/${row.c}`);
    }
  });

  it('serves every city', async () => {
    const paths = urlsetEntries(await read(citiesRoute(noRequest))).map((e) => pathOf(e.loc));
    const { rows } = await client.query(
      'SELECT DISTINCT city_slug FROM businesses WHERE city_slug IS NOT NULL ORDER BY 1',
    );
    expect([...paths].sort()).toEqual(rows.map((row) => `/city/${row.city_slug}`).sort());
  });

  it('serves service-in-town pages with at least 3 businesses, but no category that is nearly all of its group there', async () => {
    const paths = urlsetEntries(await read(landingFile('1.xml'))).map((e) => pathOf(e.loc));
    expect(paths.length).toBeGreaterThan(0);
    const { rows } = await client.query<{ path: string; repeats: boolean }>(
      `WITH open AS (
         SELECT * FROM businesses WHERE business_status <> 'CLOSED_PERMANENTLY' AND city_slug <> ''
       ), groups AS (
         SELECT category_group AS s, city_slug, count(*) AS n FROM open GROUP BY 1, 2
       ), categories AS (
         SELECT category_slug AS s, min(category_group) AS g, city_slug, count(*) AS n
         FROM open GROUP BY 1, 3
       )
       SELECT '/category/' || s || '/' || city_slug AS path, false AS repeats
       FROM groups WHERE n >= 3
       UNION ALL
       SELECT '/category/' || c.s || '/' || c.city_slug, c.n > 0.8 * g.n
       FROM categories c JOIN groups g ON g.s = c.g AND g.city_slug = c.city_slug
       WHERE c.n >= 3`,
    );
    const expected = rows.filter((row) => !row.repeats).map((row) => row.path);
    expect([...paths].sort()).toEqual(expected.sort());
  });
});

describe('lastmod of list pages', () => {
  const cityLastmods = async () =>
    new Map(
      urlsetEntries(await read(citiesRoute(noRequest))).map((e) => [pathOf(e.loc), e.lastmod]),
    );

  it('is the latest change among the businesses a town lists, and moves only with them', async () => {
    const before = await cityLastmods();
    const { rows } = await client.query<{ city_slug: string; at: Date }>(
      `SELECT city_slug, max(updated_at) AS at FROM businesses
       WHERE city_slug <> '' GROUP BY city_slug`,
    );
    for (const row of rows) expect(before.get(`/city/${row.city_slug}`)).toBe(row.at.toISOString());

    const [edited, other] = rows.map((row) => row.city_slug);
    await client.query(
      `UPDATE businesses SET phone = '0113 496 0777', updated_at = now()
       WHERE id = (SELECT id FROM businesses WHERE city_slug = $1 LIMIT 1)`,
      [edited],
    );
    const after = await cityLastmods();
    expect(after.get(`/city/${edited}`)).not.toBe(before.get(`/city/${edited}`));
    expect(after.get(`/city/${other}`)).toBe(before.get(`/city/${other}`));
  });
});

describe('service-in-town sitemap at 120,000 pages', () => {
  const EXTRA = 120_000;
  beforeAll(async () => {
    // As the facet triggers would hold them for 120,000 category-in-town pairs of 3 businesses.
    await client.query(
      `INSERT INTO business_facets (kind, key, label, total, open)
       SELECT 'city-category', 'bulk-town-' || (i / 100) || ' bulk-trade-' || (i % 100), 'Bulk', 3, 3
       FROM generate_series(0, $1 - 1) AS i`,
      [EXTRA],
    );
  });
  afterAll(() => client.query(`DELETE FROM business_facets WHERE key LIKE 'bulk-town-%'`));

  it('splits them into files of at most 50,000 URLs, each page once, all listed in the index', async () => {
    const landing = indexLocs(await read(indexRoute(noRequest)))
      .map(pathOf)
      .filter((path) => path.startsWith('/sitemaps/landing/'));
    expect(landing).toEqual([1, 2, 3].map((n) => `/sitemaps/landing/${n}.xml`));
    const files: string[][] = [];
    for (const n of [1, 2, 3]) {
      const xml = await read(landingFile(`${n}.xml`));
      expect(Buffer.byteLength(xml)).toBeLessThan(50 * 1024 * 1024);
      files.push(urlsetEntries(xml).map((entry) => pathOf(entry.loc)));
    }
    expect(files[0]).toHaveLength(50_000);
    expect(files[1]).toHaveLength(50_000);
    const all = files.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((path) => path.includes('/bulk-town-'))).toHaveLength(EXTRA);
    expect((await landingFile('4.xml')).status).toBe(404);
  });
});

describe('GET /api/admin/sitemap-stats', () => {
  const stats = async (cookie?: string) =>
    statsRoute(
      new Request('http://localhost/api/admin/sitemap-stats', {
        headers: cookie ? { cookie } : {},
      }),
      { params: Promise.resolve({}) },
    );

  it('answers 401 without a session', async () => {
    expect((await stats()).status).toBe(401);
  });

  it('agrees with what /sitemap.xml serves', async () => {
    const response = await stats(await adminSessionCookie());
    expect(response.status).toBe(200);
    const body = await response.json();
    const locs = indexLocs(await read(indexRoute(noRequest)));
    const { main, mainPages, categories, cities, landing, businesses } = body.sitemapUrls;
    expect(main).toBe(`${env.SITE_URL}/sitemap.xml`);
    expect([mainPages, categories, cities, ...landing, ...businesses]).toEqual(locs);
    expect(body.totalSitemaps).toBe(businesses.length);
    expect(body.businessesPerSitemap).toBe(50);
    let listed = 0;
    for (const file of businesses as string[]) {
      listed += urlsetEntries(await read(businessFile(file.split('/').pop()!))).length;
    }
    expect(body.totalBusinesses).toBe(listed);
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the admin area and the API, names the sitemap', () => {
    expect(robots()).toEqual({
      rules: {
        userAgent: '*',
        allow: '/',
        disallow: expect.arrayContaining([
          '/admin',
          '/admin-login',
          '/admin-panel',
          '/admin/',
          '/api/',
        ]),
      },
      sitemap: `${env.SITE_URL}/sitemap.xml`,
    });
  });
});
