import { expect, test, type Page } from '@playwright/test';
import {
  canonical,
  deleteInsertedBusinesses,
  insertBusiness,
  meta,
  sql,
  unique,
} from './pages-support';

test.afterAll(deleteInsertedBusinesses);

// A corner of the map the demo data leaves empty (Benbecula), so distances are ours alone.
const HERE = { latitude: 57.45, longitude: -7.35 };
const KM_NORTH = 1 / 111.3;

/** Businesses 0.2, 1.5 and 4 km north of HERE, and one 30 km away; rated so orders differ. */
async function neighbourhood() {
  const tag = unique('').slice(-6);
  const make = async (name: string, km: number, rating: number, website?: string) => {
    const business = await insertBusiness({
      name: `${name} ${tag}`,
      category: 'Cafe',
      city: 'Balivanich',
      state: 'Na h-Eileanan Siar',
      country: 'United Kingdom',
      zipCode: 'HS7 5LA',
      phone: '01870 602000',
      rating,
      reviewCount: 10,
      placeId: unique('ChIJgeo'),
      latitude: HERE.latitude + km * KM_NORTH,
      longitude: HERE.longitude,
      openingHours: Object.fromEntries(
        ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
          (day) => [day, 'Open 24 hours'],
        ),
      ),
    });
    if (website)
      await sql('UPDATE businesses SET website = $1 WHERE id = $2', [website, business.id]);
    return business;
  };
  return {
    tag,
    nearest: await make('Harbour Cafe', 0.2, 3.9, 'https://harbour.example'),
    middle: await make('Machair Cafe', 1.5, 4.8),
    far: await make('Causeway Cafe', 4, 4.2),
    away: await make('Lochboisdale Cafe', 30, 5),
  };
}

const cardNames = (page: Page) => page.locator('article.card h2').allTextContents();

test.describe('near me, filters and sort', () => {
  test('Near me asks for the position, then lists what is near, nearest first', async ({
    browser,
  }) => {
    const places = await neighbourhood();
    const context = await browser.newContext({
      geolocation: HERE,
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto(`/businesses?q=${places.tag}`);
    await page.getByRole('button', { name: 'Near me' }).click();
    await page.waitForURL(/near=57\.45(,|%2C)-7\.35/);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('distance');
    // Three within 10 km are few: the search widens to the one 30 km away, nearest first.
    expect(await cardNames(page)).toEqual([
      places.nearest.name,
      places.middle.name,
      places.far.name,
      places.away.name,
    ]);
    const first = page.locator('article.card').first();
    await expect(first).toContainText('0.1 mi away');
    await expect(page.locator('article.card').nth(1)).toContainText('0.9 mi away');
    await expect(page.locator('article.card').nth(3)).toContainText('19 mi away');
    await context.close();
  });

  test('says what was searched, and the Within control speaks miles', async ({ page }) => {
    const places = await neighbourhood();
    await page.goto(`/businesses?q=${places.tag}&near=${HERE.latitude},${HERE.longitude}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ near you$/);
    await expect(page.getByText('4 businesses found within 124 miles of you')).toBeVisible();
    const within = page.getByLabel('Within');
    await expect(within.locator('option:checked')).toHaveText('Up to 124 miles');
    expect(await within.locator('option').allTextContents()).toEqual([
      'Up to 124 miles',
      '1 mile',
      '3 miles',
      '5 miles',
      '10 miles',
      '25 miles',
      '50 miles',
    ]);

    // A radius is a hard limit: 4 km (2.5 mi) is in at 3 miles, 1.5 km (0.9 mi) at 1 mile.
    await within.selectOption('3');
    await page.waitForURL(/radiusMiles=3/);
    expect(await cardNames(page)).toHaveLength(3);
    await expect(page.getByText('3 businesses found within 3 miles of you')).toBeVisible();
    await page.getByLabel('Within').selectOption('1');
    await page.waitForURL(/radiusMiles=1(&|$)/);
    expect((await cardNames(page)).sort()).toEqual(
      [places.middle.name, places.nearest.name].sort(),
    );

    // An older link's radiusKm still reads, shown as what it is.
    await page.goto(
      `/businesses?q=${places.tag}&near=${HERE.latitude},${HERE.longitude}&radiusKm=2`,
    );
    await expect(page.getByLabel('Within').locator('option:checked')).toHaveText('2 km');
    expect(await cardNames(page)).toHaveLength(2);
  });

  test('text and a postcode find the nearest matches around it, never "0 found"', async ({
    page,
  }) => {
    await page.goto('/businesses?q=plumber&location=LS6+2AB');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plumbers near LS6 2AB');
    await expect(page.getByText(/businesses? found within \d+ miles? of LS6 2AB/)).toBeVisible();
    await expect(page.locator('article.card').first()).toContainText(/\d+(\.\d)? mi away/);
  });

  test('without consent nothing is loaded and the visitor is told', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await page.goto('/businesses');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByRole('status').filter({ hasText: /not allowed/ })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  test('filters and sorts as plain GET controls; such pages are noindex and canonical to the plain search', async ({
    page,
  }) => {
    const places = await neighbourhood();
    await page.goto(
      `/businesses?q=${places.tag}&near=${HERE.latitude},${HERE.longitude}&sort=distance`,
    );
    await page.getByLabel('Sort by').selectOption('rating');
    await page.waitForURL(/sort=rating/);
    expect(await cardNames(page)).toEqual([
      places.middle.name,
      places.far.name,
      places.nearest.name,
    ]);

    await page.getByLabel('Rating').selectOption('4.5');
    await page.waitForURL(/minRating=4\.5/);
    expect(await cardNames(page)).toEqual([places.middle.name]);

    await page.goto(`/businesses?q=${places.tag}&hasWebsite=true&radiusKm=50&near=57.45,-7.35`);
    expect(await cardNames(page)).toEqual([places.nearest.name]);
    await expect(page.getByLabel('Has website')).toBeChecked();

    const html = await (
      await page.request.get(`/businesses?q=${places.tag}&open=now&sort=name`)
    ).text();
    expect(meta(html, 'robots')).toBe('noindex, follow');
    expect(canonical(html)).toMatch(new RegExp(`/businesses\\?q=${places.tag}$`));
  });
});

test.describe('maps load on demand', () => {
  test('a detail page loads Leaflet and tiles only on "Show map", with the pin', async ({
    page,
  }) => {
    const { nearest } = await neighbourhood();
    const tiles: string[] = [];
    const scripts: string[] = [];
    // These machines are offline: every tile is answered here with a blank image.
    await page.route('https://tile.openstreetmap.org/**', (route) => {
      tiles.push(route.request().url());
      return route.fulfill({
        contentType: 'image/png',
        body: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
          'base64',
        ),
      });
    });
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`/details/${nearest.slug}`);
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    expect(tiles).toEqual([]);
    await expect(page.locator('.leaflet-container')).toHaveCount(0);

    await page.getByRole('button', { name: 'Show map' }).click();
    const map = page.getByRole('region', { name: 'Map' });
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
    expect(tiles.length).toBeGreaterThan(0);
    expect(
      tiles.every((url) => /^https:\/\/tile\.openstreetmap\.org\/15\/\d+\/\d+\.png$/.test(url)),
    ).toBe(true);
    expect(scripts.length).toBeGreaterThan(before); // Leaflet's chunk, on the click
    await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();
  });

  test('a list offers a map of its results, a pin each', async ({ page }) => {
    const places = await neighbourhood();
    await page.route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ status: 204, body: '' }),
    );
    await page.goto(`/businesses?q=${places.tag}`);
    await page.getByRole('button', { name: 'Show these on a map' }).click();
    const map = page.getByRole('region', { name: 'Map' });
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(4);
  });
});

test.describe('the phone’s first screen acts', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test('Call, Directions and Website sit in the first screen', async ({ page }) => {
    const { nearest } = await neighbourhood();
    await page.goto(`/details/${nearest.slug}`);
    const actions = page.getByRole('navigation', { name: 'Contact' });
    for (const [name, href] of [
      ['Call', /^tel:\+441870602000$/],
      ['Directions', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=57\.45/],
      ['Website', /^https:\/\/harbour\.example/],
    ] as const) {
      const link = actions.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', href);
      const box = (await link.boundingBox())!;
      expect(box.y + box.height, name).toBeLessThanOrEqual(667);
    }
  });
});
