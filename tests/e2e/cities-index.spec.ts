import { expect, test } from '@playwright/test';
import { canonical, jsonLd, sql, title } from './pages-support';

// /cities/{letter}: every town under one initial, so /cities can stay a bounded page.
test('a letter page lists every town under it, with counts, breadcrumbs and letters', async ({
  page,
  request,
  baseURL,
}) => {
  const towns = await sql<{ slug: string; count: number }>(
    `SELECT city_slug AS slug, count(*)::int AS count FROM businesses
     WHERE city_slug IS NOT NULL AND upper(left(city, 1)) = 'L' GROUP BY city_slug`,
  );
  expect(towns.length).toBeGreaterThan(0);
  await page.goto('/cities/l');
  await expect(page.getByRole('heading', { level: 1, name: 'Towns and Cities: L' })).toBeVisible();
  const links = page.locator('main section li a');
  await expect(links).toHaveCount(towns.length);
  const london = towns.find((town) => town.slug === 'london')!;
  const link = page.locator('main section').getByRole('link', { name: /^London/ });
  await expect(link).toHaveAttribute('href', '/city/london');
  await expect(link).toContainText(String(london.count));
  const letters = page.getByRole('navigation', { name: 'Jump to letter' });
  await expect(letters.getByRole('link', { name: 'L', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await letters.getByRole('link', { name: 'M', exact: true }).click();
  await expect(page).toHaveURL(/\/cities\/m$/);

  const html = await (await request.get('/cities/l')).text();
  expect(title(html)).toBe('UK Towns and Cities: L | UK Business Directory');
  expect(canonical(html)).toBe(`${baseURL}/cities/l`);
  expect(jsonLd(html).map((d) => d['@type'])).toContain('BreadcrumbList');
});

test('a letter page for no letter, or one no town starts with, is a 404', async ({ request }) => {
  expect((await request.get('/cities/zz')).status()).toBe(404);
  expect((await request.get('/cities/L')).status()).toBe(404);
  const initials = await sql<{ initial: string }>(
    `SELECT DISTINCT lower(left(city, 1)) AS initial FROM businesses WHERE city IS NOT NULL`,
  );
  const unused = 'abcdefghijklmnopqrstuvwxyz'
    .split('')
    .find((letter) => !initials.some((row) => row.initial === letter));
  if (unused) expect((await request.get(`/cities/${unused}`)).status()).toBe(404);
});
