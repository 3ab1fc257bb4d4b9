import { expect, test } from '@playwright/test';
import { logIn } from './admin-fixtures';
import { sql } from './pages-support';

// A business sitemap file is built once and kept (gzipped) until an edit or import expires it:
// a repeated request, with or without a query string, reads no database. Shown without timing:
// a change written straight to the database (no tag expiry) is not seen until an admin edit.

const FILE = '/sitemaps/businesses/1.xml';
const SHARED_CACHE = /public, s-maxage=\d+, stale-while-revalidate=\d+/;

/** The first business the file lists, by id (file 1 starts at the smallest id). */
async function firstListed() {
  const [row] = await sql<{ id: string; slug: string }>(
    `SELECT id::text, slug FROM businesses WHERE business_status <> 'CLOSED_PERMANENTLY'
     ORDER BY id LIMIT 1`,
  );
  return row!;
}

test('a repeated request is served from the store, the query string ignored, until an edit', async ({
  page,
  request,
}) => {
  const warm = await request.get(FILE);
  expect(warm.status()).toBe(200);
  expect(warm.headers()['cache-control']).toMatch(SHARED_CACHE);
  const body = await warm.text();

  const business = await firstListed();
  const lastmod = (xml: string) =>
    new RegExp(`/details/${business.slug}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
  expect(lastmod(body)).toBeDefined();
  // Behind the app's back: no tag is expired, so a stored file cannot know.
  await sql(`UPDATE businesses SET updated_at = '2001-02-03T04:05:06Z' WHERE id = $1`, [
    business.id,
  ]);

  for (const url of [FILE, `${FILE}?utm_source=x`, `${FILE}?utm_source=y&page=2`]) {
    const again = await request.get(url);
    expect(again.status(), url).toBe(200);
    expect(again.headers()['x-sitemap-cache'], url).toBe('hit');
    expect(again.headers()['cache-control'], url).toMatch(SHARED_CACHE);
    expect(await again.text(), url).toBe(body);
  }

  await logIn(page);
  const edit = await page.request.patch(`/api/admin/businesses/${business.id}`, {
    data: { phone: '0113 496 0999' },
  });
  expect(edit.status()).toBe(200);
  const rebuilt = await request.get(FILE);
  expect(rebuilt.headers()['x-sitemap-cache']).toBe('miss');
  const fresh = lastmod(await rebuilt.text());
  expect(fresh).toBeDefined();
  expect(fresh).not.toBe(lastmod(body));
  expect(fresh).not.toBe('2001-02-03T04:05:06.000Z');
});

test('with or without gzip the same XML; the index sends a shared-cache lifetime', async ({
  request,
}) => {
  const gzipped = await request.get(FILE, { headers: { 'accept-encoding': 'gzip' } });
  const plain = await request.get(FILE, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.status()).toBe(200);
  expect(plain.headers()['x-sitemap-cache']).toBe('hit');
  expect(await plain.text()).toBe(await gzipped.text());

  const index = await request.get('/sitemap.xml?utm_source=x');
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toMatch(SHARED_CACHE);
});
