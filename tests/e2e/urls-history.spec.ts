import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectToast, logIn } from './admin-fixtures';

// URLs that never break (docs/seo.md, "Former URLs"), on the production server: a renamed
// business's old URL answers 308 straight to the current one, a deleted one's 410 with the
// not-found text in the server HTML, an unknown one 404. Redirects are not followed here, so
// each status is the one a crawler sees.

type Business = { id: string; name: string; slug: string };

async function businesses(page: Page): Promise<Business[]> {
  const response = await page.request.get('/api/admin/businesses');
  expect(response.status()).toBe(200);
  return (await response.json()).businesses;
}

async function rename(page: Page, id: string, name: string): Promise<string> {
  const response = await page.request.patch(`/api/admin/businesses/${id}`, { data: { name } });
  expect(response.status()).toBe(200);
  return (await response.json()).business.slug;
}

const get = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 });

/**
 * A response's status, where it redirects to (path and query) and who answered: the page (its
 * answer comes through the page cache) or the proxy.
 */
async function answer(request: APIRequestContext, path: string) {
  const response = await get(request, path);
  const location = response.headers()['location'];
  const target = location === undefined ? undefined : new URL(location, 'http://x');
  const from = response.headers()['x-nextjs-cache'] ? 'page' : 'proxy';
  return [response.status(), target && `${target.pathname}${target.search}`, from];
}

/** The business file(s) of the sitemap, as one text. */
async function businessSitemaps(request: APIRequestContext) {
  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/businesses\/\d+\.xml)<\/loc>/g)];
  expect(files.length).toBeGreaterThan(0);
  const texts = await Promise.all(files.map(async ([, file]) => (await request.get(file!)).text()));
  return texts.join('\n');
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('a renamed business: old URLs answer 308 straight to the current one', async ({ page }) => {
  const [business] = (await businesses(page)).slice(10, 11);
  const first = business!.slug;
  const second = await rename(page, business!.id, `${business!.name} Moved`);
  expect(second).not.toBe(first);

  // The proxy answers once its filter has the rename (lib/urls/former-slugs.ts, about a
  // second); until then the page redirects itself, with Location sent twice on the first
  // render (vercel/next.js#82117). What a crawler gets from then on is one clean 308.
  await expect
    .poll(() => answer(page.request, `/details/${first}`))
    .toEqual([308, `/details/${second}`, 'proxy']);
  const current = await get(page.request, `/details/${second}`);
  expect(current.status()).toBe(200);
  const html = await current.text();
  expect(html).toContain(`${business!.name} Moved`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/details/${second}"`));

  // Renamed again: both former URLs go to the current one in one hop, no chain.
  const third = await rename(page, business!.id, `${business!.name} Moved Again`);
  for (const former of [first, second]) {
    await expect
      .poll(() => answer(page.request, `/details/${former}`))
      .toEqual([308, `/details/${third}`, 'proxy']);
  }
  // The query string goes along.
  expect(await answer(page.request, `/details/${first}?utm_source=x`)).toEqual([
    308,
    `/details/${third}?utm_source=x`,
    'proxy',
  ]);
  const page3 = await get(page.request, `/details/${third}`);
  expect(page3.status()).toBe(200);
  expect(await page3.text()).toContain(`${business!.name} Moved Again`);

  // The API redirects the same way; a client that follows it gets the current business.
  const api = await get(page.request, `/api/businesses/slug/${first}`);
  expect(api.status()).toBe(308);
  expect(api.headers()['location']).toBe(`/api/businesses/slug/${third}`);
  const followed = await page.request.get(`/api/businesses/slug/${first}`);
  expect(await followed.json()).toMatchObject({ id: business!.id, slug: third });

  // Only the current slug is in the sitemap.
  const sitemap = await businessSitemaps(page.request);
  expect(sitemap).toContain(`/details/${third}</loc>`);
  for (const former of [first, second]) expect(sitemap).not.toContain(`/details/${former}</loc>`);
});

test('a deleted business answers 410 Gone with the not-found text; unknown URLs 404', async ({
  page,
}) => {
  const [business] = (await businesses(page)).slice(20, 21);
  // Seen (and cached) while it existed, renamed once, then deleted.
  expect((await get(page.request, `/details/${business!.slug}`)).status()).toBe(200);
  const renamed = await rename(page, business!.id, `${business!.name} Closing`);
  // Deleted in the panel, whose confirmation says what the page will answer.
  await page.goto(
    `/admin-panel?tab=businesses&q=${encodeURIComponent(`${business!.name} Closing`)}`,
  );
  const row = page.locator('tbody tr', { hasText: `${business!.name} Closing` });
  let confirmation = '';
  page.once('dialog', (dialog) => {
    confirmation = dialog.message();
    void dialog.accept();
  });
  await row.getByRole('button', { name: /^Delete / }).click();
  await expectToast(page, 'Business deleted');
  expect(confirmation).toContain('will answer "gone" (HTTP 410)');

  for (const slug of [renamed, business!.slug]) {
    // Each server process learns of deletions within a second (lib/urls/gone-slugs.ts).
    await expect
      .poll(async () => (await get(page.request, `/details/${slug}`)).status(), { timeout: 10_000 })
      .toBe(410);
    const response = await get(page.request, `/details/${slug}`);
    const html = await response.text();
    expect(html).toContain('Business Not Found');
    expect(html).toContain('doesn&#x27;t exist or may have been removed');
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    const api = await get(page.request, `/api/businesses/slug/${slug}`);
    expect(api.status()).toBe(410);
    expect((await api.json()).error.message).toMatch(/gone/i);
  }
  const sitemap = await businessSitemaps(page.request);
  expect(sitemap).not.toContain(`/details/${renamed}</loc>`);

  expect((await get(page.request, '/details/never-existed-chij000')).status()).toBe(404);
  expect((await get(page.request, '/api/businesses/slug/never-existed-chij000')).status()).toBe(
    404,
  );
  // The internal page behind the 410 is not a page of its own.
  expect((await get(page.request, `/details/${renamed}/gone`)).status()).toBe(404);
});
