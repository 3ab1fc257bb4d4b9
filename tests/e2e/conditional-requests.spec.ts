import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from './admin-fixtures';
import { sql } from './pages-support';

// Crawlers revalidate with If-None-Match: a page whose data has not changed answers 304 from
// the stored page's ETag, and an edit of what it shows makes the same validator get a 200.

/** The validator of a page once it is stored (the first answer already carries it). */
async function storedEtag(request: APIRequestContext, path: string): Promise<string> {
  const first = await request.get(path);
  expect(first.status(), path).toBe(200);
  const etag = first.headers()['etag'];
  expect(etag, path).toMatch(/^W\/".+"$/);
  return etag!;
}

const conditional = (request: APIRequestContext, path: string, etag: string) =>
  request.get(path, { headers: { 'If-None-Match': etag } });

test('a detail page answers 304 to its validator, and 200 with a new one after an edit', async ({
  request,
  page,
}) => {
  const [business] = await sql<{ id: string; slug: string; phone: string | null }>(
    `SELECT id, slug, phone FROM businesses WHERE business_status = 'OPERATIONAL'
     ORDER BY rank_score DESC NULLS LAST, id LIMIT 1 OFFSET 37`,
  );
  const path = `/details/${business!.slug}`;
  const etag = await storedEtag(request, path);

  const repeat = await conditional(request, path, etag);
  expect(repeat.status()).toBe(304);
  expect(repeat.headers()['etag']).toBe(etag);
  expect(await repeat.body()).toHaveLength(0);
  expect((await conditional(request, path, 'W/"something-else"')).status()).toBe(200);

  await logIn(page);
  const edited = await page.request.patch(`/api/admin/businesses/${business!.id}`, {
    data: { phone: '0113 496 0999' },
  });
  expect(edited.status()).toBe(200);
  try {
    const after = await conditional(request, path, etag);
    expect(after.status()).toBe(200);
    expect(await after.text()).toContain('0113 496 0999');
    const newEtag = after.headers()['etag'];
    expect(newEtag).not.toBe(etag);
    expect((await conditional(request, path, newEtag!)).status()).toBe(304);
  } finally {
    await page.request.patch(`/api/admin/businesses/${business!.id}`, {
      data: { phone: business!.phone },
    });
  }
});

test('list pages, page N of a list and the home page answer 304 to their validator', async ({
  request,
}) => {
  for (const path of ['/', '/city/leeds', '/city/leeds?page=2', '/category/restaurants']) {
    const etag = await storedEtag(request, path);
    expect((await conditional(request, path, etag)).status(), path).toBe(304);
  }
});

test('sitemap files answer 304 to their validator', async ({ request }) => {
  for (const path of ['/sitemap.xml', '/sitemaps/landing/1.xml', '/sitemaps/businesses/1.xml']) {
    const etag = await storedEtag(request, path);
    const repeat = await conditional(request, path, etag);
    expect(repeat.status(), path).toBe(304);
    expect(repeat.headers()['etag'], path).toBe(etag);
  }
});
