import { expect, test } from '@playwright/test';

test('the health check reports the database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true, database: 'up' });
});

test('the home page lists businesses from the database', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top-Rated British Businesses' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
});
