import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// What any visitor or bot can send must not grow the disk, reach deep into the database or
// break a page: checked from outside, against the production server.

/** Bytes under the build folder: the page and data caches would write here. */
function buildFolderBytes() {
  const root = process.env.NEXT_DIST_DIR!;
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => statSync(path.join(root, file), { throwIfNoEntry: false }))
    .reduce((sum, stat) => sum + (stat?.isFile() ? stat.size : 0), 0);
}

test('2,000 distinct public requests grow the build folder by less than 5 MB', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const before = buildFolderBytes();
  for (let first = 0; first < 2_000; first += 20) {
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const n = first + i;
        const url =
          n % 4 === 0
            ? `/api/businesses?limit=100&offset=${n}`
            : n % 4 === 1
              ? `/api/businesses?search=zz${n}`
              : n % 4 === 2
                ? `/api/businesses/slug/no-such-business-${n}`
                : `/details/no-such-business-${n}`;
        const response = await request.get(url);
        expect(response.status(), url).toBeLessThan(500);
      }),
    );
  }
  const grown = buildFolderBytes() - before;
  expect(grown).toBeLessThan(5 * 1024 * 1024);
});

test('deep offsets and page numbers are refused or read as the first page, quickly', async ({
  request,
}) => {
  for (const url of [
    '/api/businesses?offset=10000000',
    '/api/city/London?offset=10000000',
    '/api/category/restaurants?offset=10000000',
  ]) {
    const started = Date.now();
    const response = await request.get(url);
    expect(response.status(), url).toBe(400);
    expect((await response.json()).error.message, url).toMatch(/offset.*at most 10000/);
    // Loose for a loaded core (a route's first request loads its code); a scan would not answer.
    expect(Date.now() - started, url).toBeLessThan(5_000);
  }
  const deep = await request.get('/city/london?page=10000000');
  expect(deep.status()).toBe(200);
  expect(await deep.text()).toContain('Page 1 of');
});

test('control characters in a slug, id or query are a 400 or 404, never a 500', async ({
  request,
}) => {
  const expected: [string, number][] = [
    ['/details/%00', 404],
    ['/details/a%00b', 404],
    ['/details/%01', 404],
    ['/business/%00', 404],
    ['/city/%00', 404],
    ['/category/%00', 404],
    ['/category/x%00y/leeds', 404],
    ['/api/businesses/slug/%00', 400],
    ['/api/businesses/%00', 400],
    ['/api/city/%00', 400],
    ['/api/category/%00', 400],
  ];
  for (const [url, status] of expected) {
    expect((await request.get(url)).status(), url).toBe(status);
  }
  for (const url of [
    '/businesses?q=%00',
    '/businesses?q=a%00b&location=%01',
    '/city/london?page=%00',
    '/api/businesses?search=%00',
    '/api/businesses?location=%00&category=%07',
  ]) {
    expect((await request.get(url)).status(), url).toBeLessThan(500);
  }
});

test('cached pages may be served stale for an hour at most', async ({ request }) => {
  for (const url of ['/', '/category/restaurants', '/city/london', '/businesses?q=plumber']) {
    const cacheControl = (await request.get(url)).headers()['cache-control'] ?? '';
    const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1]);
    expect(seconds('s-maxage'), url).toBe(300);
    expect(seconds('s-maxage') + seconds('stale-while-revalidate'), url).toBeLessThanOrEqual(3600);
  }
});
