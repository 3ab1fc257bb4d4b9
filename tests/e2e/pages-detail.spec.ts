import { expect, test } from '@playwright/test';
import { insertBusiness, sql, unique } from './pages-support';

const LONDON_DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Europe/London' });

/** A fresh business with every field the page shows (fresh: pages are cached for 5 min). */
async function fullBusiness() {
  const placeId = unique('ChIJdetail');
  return insertBusiness({
    name: `Kirkgate Plumbing ${placeId.slice(-6)}`,
    category: 'Plumber',
    address: '12 Kirkgate, Leeds LS1 6BY, United Kingdom',
    city: 'Leeds',
    state: 'West Yorkshire',
    country: 'United Kingdom',
    zipCode: 'LS1 6BY',
    phone: '0113 496 0999',
    rating: 4.4,
    reviewCount: 321,
    photos: ['/images/categories/home-services.svg'],
    openingHours: {
      Monday: '8AM-6PM',
      Tuesday: '8AM-6PM',
      Wednesday: '8AM-6PM',
      Thursday: '8AM-6PM',
      Friday: '8AM-6PM',
      Saturday: '9AM-1PM',
      Sunday: 'Closed',
    },
    isVerified: true,
    placeId,
    latitude: 53.7965,
    longitude: -1.5432,
  });
}

test.describe('business detail', () => {
  test('shows every section of the spec', async ({ page }) => {
    const business = await fullBusiness();
    const response = await page.goto(`/details/${business.slug}`);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
    await expect(page.locator('main img').first()).toHaveAttribute('src', business.photos[0]!);
    await expect(page.getByRole('link', { name: 'Plumber', exact: true }).first()).toBeVisible();
    await expect(page.getByText('4.4').first()).toBeVisible();
    await expect(page.getByText('321 reviews', { exact: true })).toBeVisible();
    // The town alone in the UK, whether or not the row names its county.
    await expect(
      page.getByText('Leeds', { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();

    const call = page.getByRole('link', { name: 'Call Now' });
    await expect(call).toHaveAttribute('href', 'tel:+441134960999');
    await expect(page.getByText('0113 496 0999').first()).toBeVisible();

    const about = page.getByRole('region', { name: `About ${business.name}` });
    await expect(about).toContainText(`${business.name} is a plumber in Leeds.`);
    await expect(page.getByRole('region', { name: 'Why Choose Us' }).locator('li')).toHaveCount(6);
    const reviews = page.getByRole('region', { name: 'Sample Reviews' });
    await expect(reviews.locator('li')).toHaveCount(3);
    await expect(reviews.getByText(/sample reviews/i).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Get in Touch' })).toContainText('12 Kirkgate');

    // No AD_SCRIPT_URL in the test environment: no slot.
    await expect(page.getByRole('region', { name: 'Advertisement' })).toHaveCount(0);
  });

  test('opening hours highlight today and say open or closed now', async ({ page }) => {
    const business = await fullBusiness();
    await page.goto(`/details/${business.slug}`);
    const hours = page.getByRole('region', { name: 'Opening Hours' });
    await expect(hours.locator('tbody tr')).toHaveCount(7);
    const today = hours.locator('tr[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today).toContainText(LONDON_DAY.format(new Date()));
    await expect(today).toContainText('(Today)');
    // A bank holiday (CI may run on one) shows its own state instead of "Open Now".
    await expect(
      hours.getByText(/^(Open Now|Closed|Bank holiday: hours may differ)$/).first(),
    ).toBeVisible();
  });

  test('related businesses are the same group in the same town', async ({ page }) => {
    const business = await fullBusiness();
    await page.goto(`/details/${business.slug}`);
    const related = page.getByRole('region', { name: 'More Home Services in Leeds' });
    await expect(related.locator('article').first()).toBeVisible();
    for (const text of await related.locator('article').allInnerTexts()) {
      expect(text).toContain('Leeds');
      expect(text).not.toContain(business.name);
    }
  });

  test('without photo or hours: the group stock image and no hours box', async ({ page }) => {
    const placeId = unique('ChIJbare');
    const business = await insertBusiness({
      name: `Bare Dentist ${placeId.slice(-6)}`,
      category: 'Dentist',
      city: 'Leeds',
      placeId,
    });
    await page.goto(`/details/${business.slug}`);
    const hero = page.locator('main img').first();
    await expect(hero).toHaveAttribute('src', '/images/categories/healthcare.svg');
    await expect(hero).toHaveAttribute('alt', 'Healthcare');
    await expect(page.getByRole('region', { name: 'Opening Hours' })).toHaveCount(0);
    await expect(page.getByText('No phone number is listed for this business.')).toBeVisible();
  });

  test("an unknown group falls back to the 'Service Provider' image", async ({ page }) => {
    const placeId = unique('ChIJodd');
    const business = await insertBusiness({
      name: `Odd One ${placeId.slice(-6)}`,
      category: 'Thing',
      placeId,
    });
    await sql(`UPDATE businesses SET category_group = 'retired-group' WHERE id = $1`, [
      business.id,
    ]);
    await page.goto(`/details/${business.slug}`);
    await expect(page.locator('main img').first()).toHaveAttribute('alt', 'Service Provider');
  });

  test('/business/{id} permanently redirects to the slug URL', async ({ page, request }) => {
    const business = await fullBusiness();
    const response = await request.get(`/business/${business.id}`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toMatch(new RegExp(`/details/${business.slug}$`));
    await page.goto(`/business/${business.id}`);
    await expect(page).toHaveURL(new RegExp(`/details/${business.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  });

  for (const path of [
    '/details/no-such-business-here',
    '/business/not-a-uuid',
    '/business/00000000-0000-4000-8000-000000000000',
  ]) {
    test(`${path} is a 404 with Business Not Found`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Business Not Found' })).toBeVisible();
      await expect(
        page.getByText("The business you're looking for doesn't exist or may have been removed."),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});
