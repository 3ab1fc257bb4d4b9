import { expect, test } from '@playwright/test';

test('the health check reports the database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true, database: 'up', replicas: [] });
});

test('the home page lists businesses from the database', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top-Rated British Businesses' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
});

test('a path that is not URL-encoded UTF-8 is a 400 in the API and a 404 page on the site', async ({
  request,
}) => {
  const api = await request.get('/api/city/%E0%A4%A');
  expect(api.status()).toBe(400);
  expect((await api.json()).error.message).toContain('cityName');
  const page = await request.get('/city/%E0%A4%A');
  expect(page.status()).toBe(404);
  expect(await page.text()).toContain('404 Page Not Found');
});
