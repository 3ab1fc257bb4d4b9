import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from './admin-fixtures';
import { canonical, insertBusiness, meta, sql, unique } from './pages-support';

// The list pages are cached HTML (ISR). proxy.ts rewrites a URL with a query to an internal
// route keyed by its canonical query (lib/search/cached-lists.ts); these tests hold that to
// what a visitor and a crawler see: plain HTTP, no JavaScript.

const CACHE = 'x-nextjs-cache';

/** Fetches a URL twice; the second answer must come from the page cache. */
async function twice(request: APIRequestContext, url: string) {
  const first = await request.get(url);
  expect(first.status(), url).toBe(200);
  const second = await request.get(url);
  expect(second.headers()[CACHE], url).toBe('HIT');
  return second.text();
}

/** The HTML files under the build folder's page cache whose page path contains `fragment`. */
function pageFilesOnDisk(fragment: string) {
  const root = path.join(process.env.NEXT_DIST_DIR!, 'server', 'route-cache');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && file.includes(fragment),
  );
}

/** A page number past the end that no other request used: a cache entry of this test's own. */
function freshPage() {
  return 5000 + Math.floor(Math.random() * 100_000);
}

test.describe('list pages as cached HTML', () => {
  test('plain and query URLs of every list are served from the cache on repeat', async ({
    request,
  }) => {
    for (const url of [
      '/businesses',
      `/businesses?q=${unique('plumber')}&location=Leeds`,
      '/businesses?page=2',
      '/category/restaurants',
      `/category/restaurants?page=${freshPage()}`,
      '/city/london',
      `/city/london?page=${freshPage()}`,
    ]) {
      const html = await twice(request, url);
      expect(html, url).toContain('<h1');
    }
  });

  test('equivalent query URLs share one cache entry', async ({ request }) => {
    const q = unique('zq');
    await twice(request, `/businesses?q=${q}&location=Leeds`);
    const variant = await request.get(
      `/businesses?utm_source=x&location=Leeds&category=all&page=1&q=+${q}+`,
    );
    expect(variant.headers()[CACHE]).toBe('HIT');
    expect(canonical(await variant.text())).toMatch(
      new RegExp(`/businesses\\?q=${q}&amp;location=Leeds$`),
    );
    // Several words, spaced in other ways.
    await twice(request, `/businesses?q=${q}+hair+salon`);
    const spaced = await request.get(`/businesses?q=++${q}%20hair++salon&category=all`);
    expect(spaced.headers()[CACHE]).toBe('HIT');
  });

  test("the forms' URLs share the cache entries of their other spellings", async ({ request }) => {
    // The first request of each pair has a value out of canonical form, the second is what
    // the form sends: a hit shows both reached the same internal path.
    for (const form of [
      (w: string) => `q=${w}`,
      (w: string) => `q=${w}&location=Leeds`,
      (w: string) => `category=${w}`,
      (w: string) => `q=${w}&category=restaurants`,
    ]) {
      const word = unique('zform');
      const variant = `/businesses?${form(`+${word}+`)}`;
      const formUrl = `/businesses?${form(word)}`;
      expect((await request.get(variant)).status(), variant).toBe(200);
      expect((await request.get(formUrl)).headers()[CACHE], formUrl).toBe('HIT');
    }
  });

  test('each query renders its own content in the server HTML', async ({ request, baseURL }) => {
    // A group in a town: the demo data has no single category with two pages in one town.
    const [landing] = await sql<{ category_group: string; city_slug: string }>(
      `SELECT category_group, city_slug FROM businesses
       WHERE business_status <> 'CLOSED_PERMANENTLY'
       GROUP BY 1, 2 HAVING count(*) > 20 ORDER BY count(*) DESC LIMIT 1`,
    );
    const landingPath = `/category/${landing!.category_group}/${landing!.city_slug}`;
    for (const path of ['/category/restaurants', '/city/london', landingPath, '/businesses']) {
      const second = await (await request.get(`${path}?page=2`)).text();
      expect(second, path).toContain('Page 2 of');
      expect(canonical(second), path).toBe(`${baseURL}${path}?page=2`);
      const first = await (await request.get(path)).text();
      expect(first, path).toContain('Page 1 of');
      expect(canonical(first), path).toBe(`${baseURL}${path}`);
    }

    const search = await (await request.get('/businesses?q=plumber&location=Leeds')).text();
    expect(search).toMatch(/name="q"[^>]*value="plumber"|value="plumber"[^>]*name="q"/);
    expect(search).toMatch(/\d+ business(es)? found/);
    expect(meta(search, 'robots')).toContain('noindex');
    expect(canonical(search)).toBe(`${baseURL}/businesses?q=plumber&amp;location=Leeds`);
  });

  test('cached pages are kept in a bounded memory cache, never written to disk', async ({
    request,
  }) => {
    const [business] = await sql<{ slug: string }>(
      'SELECT slug FROM businesses ORDER BY created_at DESC, id LIMIT 1',
    );
    const detail = `/details/${business!.slug}`;
    const q = unique('zdisk');
    await twice(request, detail);
    await twice(request, `/businesses?q=${q}`);
    await twice(request, '/category/restaurants');
    expect(pageFilesOnDisk('category/restaurants')).toEqual([]);
    expect(pageFilesOnDisk(business!.slug)).toEqual([]);
    expect(pageFilesOnDisk(q)).toEqual([]);
  });

  test('the internal routes are no public URLs', async ({ request }) => {
    for (const url of [
      '/cached-list',
      '/cached-list/browse/cT1wbHVtYmVy',
      '/cached-list/category/restaurants/2',
      '/cached-list/city/london/2',
      '/cached-list/landing/restaurants/london/2',
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).not.toContain('Page 2 of');
    }
  });
});

test.describe('cached list pages after admin writes', () => {
  test('an edit and a delete show on the next request of every kind of list', async ({
    page,
    request,
  }) => {
    const name = unique('Cachetest Plumbing ');
    const category = unique('Cachetest Trade ');
    const business = await insertBusiness({
      name,
      category,
      address: '1 Briggate, Leeds LS1 6HD, United Kingdom',
      city: 'Leeds',
      country: 'United Kingdom',
      placeId: unique('ChIJcache'),
      isVerified: false,
    });
    const n = freshPage();
    const lists = {
      search: `/businesses?q=${encodeURIComponent(name)}`,
      category: `/category/${business.categorySlug}`,
      landing: `/category/${business.categorySlug}/leeds?page=${n}`,
      city: `/city/leeds?page=${n}`,
    };
    // Cached before the writes, each with the new business counted.
    const before = Object.fromEntries(
      await Promise.all(
        Object.entries(lists).map(async ([kind, url]) => [kind, await twice(request, url)]),
      ),
    ) as Record<keyof typeof lists, string>;
    expect(before.search).toContain(name);
    expect(before.category).toContain(name);
    const cityCount = countOn(before.city, / local businesses?/);

    await logIn(page);
    const renamed = `${name} Renamed`;
    const edit = await page.request.patch(`/api/admin/businesses/${business.id}`, {
      data: { name: renamed },
    });
    expect(edit.status()).toBe(200);
    expect(await (await request.get(lists.search)).text()).toContain(renamed);
    expect(await (await request.get(lists.category)).text()).toContain(renamed);

    const removal = await page.request.delete(`/api/admin/businesses/${business.id}`);
    expect(removal.status()).toBe(200);
    expect((await request.get(lists.category)).status()).toBe(404);
    expect((await request.get(lists.landing)).status()).toBe(404);
    expect(await (await request.get(lists.search)).text()).toContain('No businesses found');
    const after = await (await request.get(lists.city)).text();
    expect(countOn(after, / local businesses?/)).toBe(cityCount - 1);
  });
});

/** The number before `suffix` in a page's HTML (e.g. "1,234 local businesses"). */
function countOn(html: string, suffix: RegExp) {
  const match = new RegExp(`([\\d,]+)${suffix.source}`).exec(html);
  expect(match, `count before ${suffix}`).not.toBeNull();
  return Number(match![1]!.replace(/,/g, ''));
}
