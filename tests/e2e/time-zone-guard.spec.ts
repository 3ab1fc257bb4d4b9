import { expect, test } from '@playwright/test';
import { deleteInsertedBusinesses, insertBusiness, sql, unique } from './pages-support';

test.afterAll(deleteInsertedBusinesses);

const ALWAYS_OPEN = Object.fromEntries(
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => [
    day,
    'Open 24 hours',
  ]),
);

// Node accepts these legacy zone names and PostgreSQL 15 refuses them: one such row made every
// "open now" search that reached it fail, and the browse page say "Error Loading Businesses".
test('rows written with CTT, BET or US/Pacific-New leave "open now" pages answering', async ({
  page,
}) => {
  const tag = unique('zone');
  const zones = ['CTT', 'BET', 'US/Pacific-New'];
  for (const [index, zone] of zones.entries()) {
    const business = await insertBusiness({
      name: `Night Owl ${index} ${tag}`,
      category: 'Cafe',
      city: 'Leeds',
      country: 'United Kingdom',
      placeId: unique('ChIJzone'),
      openingHours: ALWAYS_OPEN,
    });
    await sql('UPDATE businesses SET time_zone = $1 WHERE id = $2', [zone, business.id]);
  }

  const response = await page.goto(`/businesses?q=${tag}&open=now`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Error Loading Businesses')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: new RegExp(`Night Owl \\d ${tag}`) })).toHaveCount(
    3,
  );

  // The whole directory open now, which reads every kind of row.
  expect((await page.goto('/businesses?open=now'))?.status()).toBe(200);
  await expect(page.getByText('Error Loading Businesses')).toHaveCount(0);
  const api = await page.request.get('/api/businesses?open=now&sort=rating');
  expect(api.status()).toBe(200);
});
