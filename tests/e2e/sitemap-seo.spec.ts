import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import robotsParser from 'robots-parser';
import { logIn } from './admin-fixtures';

// The production build serving robots.txt, the sitemaps (next-sitemap builders in route
// handlers) and generated SEO copy end to end. The last test fills SEO content for every
// business, so this file is named to run after the other page specs.

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

type Parsed = { root: string; ns: string | null; locs: string[]; lastmods: number; error?: string };

/** The browser's own XML parser: a document that is not well-formed reports a parsererror. */
async function parseXml(page: Page, xml: string): Promise<Parsed> {
  return page.evaluate(
    ([text, ns]) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? undefined;
      const root = doc.documentElement;
      return {
        root: root.localName,
        ns: root.namespaceURI,
        locs: [...doc.getElementsByTagNameNS(ns, 'loc')].map((node) => node.textContent ?? ''),
        lastmods: doc.getElementsByTagNameNS(ns, 'lastmod').length,
        error,
      };
    },
    [xml, SITEMAP_NS] as const,
  );
}

async function fetchXml(request: APIRequestContext, page: Page, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const parsed = await parseXml(page, await response.text());
  expect(parsed.error, url).toBeUndefined();
  expect(parsed.ns).toBe(SITEMAP_NS);
  return parsed;
}

test.beforeEach(async ({ page }) => {
  await page.goto('about:blank');
});

test('robots.txt allows the site, keeps crawlers out of admin and API, names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain('Allow: /');
  for (const path of ['/admin', '/admin-login', '/admin-panel', '/admin/', '/api/'])
    expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('robots.txt keeps crawlers off sort, filter and radius URLs, and on plain and paginated lists', async ({
  request,
  baseURL,
}) => {
  const text = await (await request.get('/robots.txt')).text();
  const rules = robotsParser(`${baseURL}/robots.txt`, text);
  const allowed = (path: string) => rules.isAllowed(`${baseURL}${path}`, 'Googlebot');
  for (const path of [
    '/businesses?sort=rating',
    '/businesses?q=plumber&sort=name',
    '/businesses?near=51.5,-0.1&radiusMiles=5',
    '/businesses?radiusKm=10',
    '/businesses?open=now',
    '/businesses?minRating=4&page=2',
    '/businesses?hasWebsite=true',
    '/businesses?hasPhone=true',
  ])
    expect(allowed(path), path).toBe(false);
  for (const path of [
    '/',
    '/businesses',
    '/businesses?page=3',
    '/businesses?q=plumber&location=Leeds',
    '/city/leeds?page=2',
    '/category/plumber/leeds?page=4',
    '/details/some-business-abc1234',
  ])
    expect(allowed(path), path).toBe(true);
});

test('the sitemap index and every file it lists are valid sitemaps of absolute URLs', async ({
  request,
  page,
  baseURL,
}) => {
  const index = await fetchXml(request, page, '/sitemap.xml');
  expect(index.root).toBe('sitemapindex');
  expect(index.locs.slice(0, 4)).toEqual(
    ['main.xml', 'categories.xml', 'cities.xml', 'landing/1.xml'].map(
      (name) => `${baseURL}/sitemaps/${name}`,
    ),
  );
  const businessFiles = index.locs.filter((loc) => loc.includes('/sitemaps/businesses/'));
  expect(businessFiles.length).toBeGreaterThan(0);

  const files = await Promise.all(index.locs.map((loc) => fetchXml(request, page, loc)));
  for (const file of files) {
    expect(file.root).toBe('urlset');
    expect(file.locs.length).toBeGreaterThan(0);
    for (const loc of file.locs) expect(loc.startsWith(`${baseURL}/`)).toBe(true);
    // Every URL, lists and static pages included, says when it last changed.
    expect(file.lastmods).toBe(file.locs.length);
  }

  // A listed business page and a listed service-in-town page exist.
  const [landing, business] = [files[3]!.locs[0], files[files.length - 1]!.locs[0]];
  for (const url of [landing, business]) expect((await request.get(url!)).status(), url).toBe(200);
});

test('admin sitemap stats match the served index', async ({ page, baseURL }) => {
  await logIn(page);
  const stats = await (await page.request.get('/api/admin/sitemap-stats')).json();
  const index = await fetchXml(page.request, page, '/sitemap.xml');
  const { main, mainPages, categories, cities, landing, businesses } = stats.sitemapUrls;
  expect(main).toBe(`${baseURL}/sitemap.xml`);
  expect([mainPages, categories, cities, ...landing, ...businesses]).toEqual(index.locs);
  expect(stats.totalSitemaps).toBe(businesses.length);
});

test('generated SEO copy is what the detail page serves, and a second run updates nothing', async ({
  page,
  request,
}) => {
  const index = await fetchXml(request, page, '/sitemap.xml');
  const businessFile = index.locs.find((loc) => loc.includes('/sitemaps/businesses/'));
  const [firstBusiness] = (await fetchXml(request, page, businessFile!)).locs;
  const slug = new URL(firstBusiness!).pathname.split('/').pop()!;
  await request.get(`/details/${slug}`); // cached before generation: revalidation must refresh it

  await logIn(page);
  const first = await page.request.post('/api/admin/generate-seo');
  expect(first.status()).toBe(200);
  expect((await first.json()).updated).toBeGreaterThan(0);

  const business = await (await request.get(`/api/businesses/slug/${slug}`)).json();
  expect(business.seoTitle.length).toBeLessThanOrEqual(60);
  await page.goto(`/details/${slug}`);
  await expect(page).toHaveTitle(business.seoTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    business.seoDescription,
  );
  const firstParagraph = business.description.split('\n\n')[0];
  await expect(page.getByText(firstParagraph)).toBeVisible();

  const second = await page.request.post('/api/admin/generate-seo');
  expect(await second.json()).toMatchObject({ updated: 0 });
});
