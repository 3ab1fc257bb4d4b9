import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { fetchPage } from '@/scripts/seo-check/fetch-page';
import { sql } from './pages-support';

// The crawl rules of issue 48 on the production build: `npm run seo:check` against this server
// (docs/seo.md#seo-check), and the links of the pages every visitor meets, one by one.

const run = promisify(execFile);

test('npm run seo:check passes against the e2e server', async ({ baseURL }) => {
  test.setTimeout(600_000);
  const { stdout } = await run(
    'npx',
    ['tsx', 'scripts/seo-check/index.ts', baseURL!, '--depth-samples', '300'],
    { maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stdout: string; stderr: string }) => {
    throw new Error(`seo:check failed:\n${error.stdout}\n${error.stderr}`);
  });
  expect(stdout).toContain('| Rule | Measured | |');
  expect(stdout).not.toContain('**broken**');
});

test('home, header, footer, cards and breadcrumbs link only to canonical URLs', async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const [business] = await sql<{ slug: string }>(
    `SELECT slug FROM businesses WHERE city_slug = 'leeds' ORDER BY rank_score DESC LIMIT 1`,
  );
  // Home (header, footer, city cards, top businesses), a town (cards, breadcrumbs, pagination),
  // a category and a detail page (breadcrumbs, related blocks).
  const pages = ['/', '/city/leeds', '/category/restaurants', `/details/${business!.slug}`];
  const links = new Set<string>();
  for (const path of pages) {
    const page = await fetchPage(`${baseURL}${path}`);
    expect(page.status, path).toBe(200);
    for (const link of page.links)
      if (!/^\/(admin|api|_next)/.test(new URL(link).pathname)) links.add(link);
  }
  expect(links).toContain(`${baseURL}/city/london`);
  const broken: string[] = [];
  for (const link of links) {
    const target = await fetchPage(link);
    if (target.status !== 200) broken.push(`${link}: ${target.status} ${target.location ?? ''}`);
    // An indexable HTML page is its own canonical; the footer's sitemap link is XML.
    else if (target.html && !target.noindex && target.canonical !== link)
      broken.push(`${link}: canonical ${target.canonical}`);
  }
  expect(broken).toEqual([]);
});

test('a town links its postcode district hubs, each listing its businesses, every page linked', async ({
  page,
  request,
}) => {
  const [hub] = await sql<{ city_slug: string; district: string; n: number }>(
    `SELECT b.city_slug, b.postcode_district AS district, count(*)::int AS n
     FROM businesses b
     JOIN (SELECT city_slug, count(*) AS total FROM businesses GROUP BY 1) t USING (city_slug)
     WHERE b.postcode_district IS NOT NULL
     GROUP BY 1, 2, t.total HAVING count(*) >= 3 AND count(*) <= 0.8 * t.total
     ORDER BY 3 DESC LIMIT 1`,
  );
  const path = `/city/${hub!.city_slug}/${hub!.district.toLowerCase()}`;
  await page.goto(`/city/${hub!.city_slug}`);
  const districts = page.getByRole('region', { name: /^Postcode districts in / });
  await districts.getByRole('link', { name: new RegExp(`^${hub!.district} `) }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(hub!.district);
  await expect(page.locator('main article')).toHaveCount(Math.min(hub!.n, 20));

  const typed = await request.get(`/city/${hub!.city_slug}/${hub!.district}`, { maxRedirects: 0 });
  expect(typed.status()).toBe(308);
  expect(typed.headers()['location']).toBe(path);
  const unknown = await request.get(`/city/${hub!.city_slug}/zz99`);
  expect(unknown.status()).toBe(404);
});
