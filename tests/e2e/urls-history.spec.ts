import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectToast, logIn } from './admin-fixtures';

// URLs that never break (docs/seo.md, "Former URLs"), on the production server: a renamed
// business's old URL answers 308 straight to the current one, a deleted one's 404 with the
// not-found text in the server HTML and noindex, as an unknown one's. Redirects are not
// followed here, so each status is the one a crawler sees.

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
 * A response's status and where it redirects to (path and query). Every Location header is
 * counted: a page's first render used to send it twice, which fetch clients join into
 * "/x, /x" (lib/urls/redirect-location.ts).
 */
async function answer(request: APIRequestContext, path: string) {
  const response = await get(request, path);
  const locations = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'location')
    .map(({ value }) => value);
  expect(locations.length, `Location headers of ${path}`).toBeLessThanOrEqual(1);
  const target = locations[0] === undefined ? undefined : new URL(locations[0], 'http://x');
  return [response.status(), target && `${target.pathname}${target.search}`];
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

test('/business/{id} answers one 308 to the detail URL on its first render, query kept', async ({
  page,
}) => {
  const [business, other] = (await businesses(page)).slice(30, 32);
  // Never requested before: the first answer is an uncached render.
  expect(await answer(page.request, `/business/${business!.id}?ref=share&x=1`)).toEqual([
    308,
    `/details/${business!.slug}?ref=share&x=1`,
  ]);
  expect(await answer(page.request, `/business/${business!.id}`)).toEqual([
    308,
    `/details/${business!.slug}`,
  ]);
  expect(await answer(page.request, `/business/${other!.id}`)).toEqual([
    308,
    `/details/${other!.slug}`,
  ]);
  // A fetch client (which joins repeated headers) follows it to the page.
  const base = test.info().project.use.baseURL!;
  const followed = await fetch(new URL(`/business/${other!.id}?ref=y`, base));
  expect(followed.status).toBe(200);
  expect(new URL(followed.url).pathname + new URL(followed.url).search).toBe(
    `/details/${other!.slug}?ref=y`,
  );
});

test('a renamed business: old URLs answer 308 straight to the current one', async ({ page }) => {
  const [business] = (await businesses(page)).slice(10, 11);
  const first = business!.slug;
  // Seen (and cached) under its first name.
  expect((await get(page.request, `/details/${first}`)).status()).toBe(200);
  const second = await rename(page, business!.id, `${business!.name} Moved`);
  expect(second).not.toBe(first);

  // The page answers the old URL itself, at once, on its first render after the rename.
  expect(await answer(page.request, `/details/${first}?utm_source=x`)).toEqual([
    308,
    `/details/${second}?utm_source=x`,
  ]);
  expect(await answer(page.request, `/details/${first}`)).toEqual([308, `/details/${second}`]);
  const current = await get(page.request, `/details/${second}`);
  expect(current.status()).toBe(200);
  const html = await current.text();
  expect(html).toContain(`${business!.name} Moved`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/details/${second}"`));

  // Renamed again: both former URLs go to the current one in one hop, no chain.
  const third = await rename(page, business!.id, `${business!.name} Moved Again`);
  for (const former of [first, second]) {
    expect(await answer(page.request, `/details/${former}`)).toEqual([308, `/details/${third}`]);
  }
  // The query string goes along, also from the cached redirect.
  expect(await answer(page.request, `/details/${first}?utm_source=y`)).toEqual([
    308,
    `/details/${third}?utm_source=y`,
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

test('a deleted business answers 404 with the not-found text and noindex; the API 410', async ({
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
  expect(confirmation).toContain('will answer "not found" (HTTP 404)');

  for (const slug of [renamed, business!.slug]) {
    const response = await get(page.request, `/details/${slug}`);
    expect(response.status(), `/details/${slug}`).toBe(404);
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
  // The internal page that once carried the 410 is gone with it.
  expect((await get(page.request, `/details/${renamed}/gone`)).status()).toBe(404);
});
