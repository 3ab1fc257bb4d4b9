import { expect, test } from '@playwright/test';
import { scrollThroughLayoutShift } from './layout-shift';
import { canonical, jsonLd, meta, sql, title } from './pages-support';

const PAGE_SIZE = 20;

/** A specific category and town with `min`..`max` listed (not closed-for-good) businesses. */
async function landingCombo(min: number, max: number) {
  const [row] = await sql<{
    category: string;
    category_slug: string;
    city: string;
    city_slug: string;
    count: number;
  }>(
    `SELECT min(category) AS category, category_slug, min(city) AS city, city_slug, count(*)::int AS count
     FROM businesses WHERE business_status <> 'CLOSED_PERMANENTLY' AND category_slug LIKE '%-%'
     GROUP BY category_slug, city_slug HAVING count(*) BETWEEN $1 AND $2
     ORDER BY count(*) DESC, category_slug, city_slug LIMIT 1`,
    [min, max],
  );
  return row!;
}

test.describe('category pages', () => {
  test('a group lists its businesses with a count, pages and detail links', async ({ page }) => {
    const [{ count }] = (await sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM businesses
       WHERE category_group = 'auto-services' AND business_status <> 'CLOSED_PERMANENTLY'`,
    )) as [{ count: number }];
    // A group no test adds businesses to, so the cached count matches the database.
    await page.goto('/category/auto-services');
    await expect(page.getByRole('heading', { level: 1, name: 'Auto Services' })).toBeVisible();
    await expect(page.getByText(`${count} businesses across the UK`)).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(Math.min(count, PAGE_SIZE));
    await expect(page.getByText(`Page 1 of ${Math.ceil(count / PAGE_SIZE)}`)).toBeVisible();
    const href = await page.locator('main article a').first().getAttribute('href');
    expect(href).toMatch(/^\/details\//);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/category\/auto-services\?page=2$/);
    await expect(page.getByText('Page 2 of')).toBeVisible();
  });

  test('a specific category shows its name with spaces for hyphens', async ({ page }) => {
    const combo = await landingCombo(1, 1000);
    await page.goto(`/category/${combo.category_slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(combo.category);
    expect(combo.category).toContain(' ');
    await expect(page).toHaveTitle(/ in the UK \| UK Business Directory$/);
    // Text content: the last cards are not rendered yet (content-visibility), so no innerText.
    for (const text of await page.locator('main article p:first-child').allTextContents()) {
      expect(text.toLowerCase()).toBe(combo.category.toLowerCase());
    }
  });

  test('links to its service-in-town pages', async ({ page }) => {
    await page.goto('/category/restaurants');
    const towns = page.getByRole('region', { name: 'Restaurants by town' });
    const link = towns.getByRole('link').first();
    await expect(link).toHaveAttribute('href', /^\/category\/restaurants\/[a-z-]+$/);
    const label = (await link.innerText()).replace(/\s*[\d,]+\s*businesses$/, '');
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
  });

  test('an empty group offers Browse All Categories', async ({ page }) => {
    const [{ count }] = (await sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM businesses WHERE category_group = 'local-services'`,
    )) as [{ count: number }];
    // The demo data has no fallback-group businesses; past the last page is empty either way.
    await page.goto(count === 0 ? '/category/local-services' : '/category/local-services?page=999');
    await expect(page.getByRole('heading', { name: 'No businesses found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse All Categories' }).click();
    await expect(page).toHaveURL(/\/businesses$/);
  });

  test('an unknown category is a 404 with Category Not Found', async ({ page }) => {
    const response = await page.goto('/category/no-such-category-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
  });
});

test.describe('service-in-town pages', () => {
  test('"Plumbers in Leeds" style title, canonical and lists', async ({
    page,
    request,
    baseURL,
  }) => {
    const combo = await landingCombo(3, 1000);
    const path = `/category/${combo.category_slug}/${combo.city_slug}`;
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(
      new RegExp(`^${combo.category.split(' ')[0]}.* in ${combo.city}$`),
    );
    await expect(heading).not.toHaveText(`${combo.category} in ${combo.city}`); // pluralised
    await expect(page.locator('main article')).toHaveCount(Math.min(combo.count, PAGE_SIZE));

    const html = await (await request.get(path)).text();
    expect(title(html)).toBe(`${await heading.innerText()} | UK Business Directory`);
    expect(canonical(html)).toBe(`${baseURL}${path}`);
    expect(meta(html, 'robots')).toBeNull();
    const types = jsonLd(html).map((d) => d['@type']);
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
  });

  test('fewer than 3 businesses is noindex', async ({ request }) => {
    const combo = await landingCombo(1, 2);
    const response = await request.get(`/category/${combo.category_slug}/${combo.city_slug}`);
    expect(response.status()).toBe(200);
    expect(meta(await response.text(), 'robots')).toContain('noindex');
  });

  test('an unknown category or town is a 404', async ({ request }) => {
    expect((await request.get('/category/restaurants/no-such-town')).status()).toBe(404);
    expect((await request.get('/category/no-such-category/leeds')).status()).toBe(404);
  });
});

test.describe('city pages', () => {
  test('shows the count and cards linking to detail pages', async ({ page }) => {
    const [{ count }] = (await sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM businesses WHERE city_slug = 'manchester'
         AND business_status <> 'CLOSED_PERMANENTLY'`,
    )) as [{ count: number }];
    // A town no test adds businesses to, so the cached count matches the database.
    await page.goto('/city/manchester');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Businesses in Manchester' }),
    ).toBeVisible();
    await expect(page.getByText(`${count} local businesses`)).toBeVisible();
    const links = page.locator('main article').getByRole('link', { name: /View Details/ });
    await expect(links).toHaveCount(Math.min(count, PAGE_SIZE));
    const [{ slug }] = (await sql<{ slug: string }>(
      `SELECT slug FROM businesses WHERE city_slug = 'manchester'
         AND business_status <> 'CLOSED_PERMANENTLY' ORDER BY rank_score DESC, id LIMIT 1`,
    )) as [{ slug: string }];
    await expect(links.first()).toHaveAttribute('href', `/details/${slug}`);
  });

  test('a card opens its detail page with a full page load, and nothing is prefetched', async ({
    page,
  }) => {
    // Public pages navigate by plain anchors (docs/performance.md): no flight
    // requests for links in view, and a click loads the cached HTML of the next page.
    const flightRequests: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['rsc'] || new URL(request.url()).searchParams.has('_rsc')) {
        flightRequests.push(request.url());
      }
    });
    await page.goto('/city/manchester');
    await page.waitForLoadState('networkidle');
    const link = page
      .locator('main article')
      .getByRole('link', { name: /View Details/ })
      .first();
    const href = (await link.getAttribute('href'))!;
    const documentLoad = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === href,
    );
    await link.click();
    await documentLoad;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(flightRequests).toEqual([]);
  });

  test('a typed name answers 308 to the canonical slug in one hop', async ({
    page,
    request,
    baseURL,
  }) => {
    const typed = await request.get('/city/Leeds?page=2', { maxRedirects: 0 });
    expect(typed.status()).toBe(308);
    expect(typed.headers()['location']).toBe('/city/leeds?page=2');
    const landing = await request.get('/category/restaurants/Leeds', { maxRedirects: 0 });
    expect(landing.status()).toBe(308);
    expect(landing.headers()['location']).toBe('/category/restaurants/leeds');
    await page.goto('/city/Leeds');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Businesses in Leeds' }),
    ).toBeVisible();
    const html = await (await request.get('/city/Leeds')).text();
    expect(canonical(html)).toBe(`${baseURL}/city/leeds`);
    const [{ name }] = (await sql<{ name: string }>(
      `SELECT city AS name FROM businesses WHERE city LIKE '% %' LIMIT 1`,
    )) as [{ name: string }];
    const spaced = await page.goto(`/city/${encodeURIComponent(name)}`);
    expect(spaced?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Businesses in ${name}`);
  });

  test('links to its service-in-town pages', async ({ page }) => {
    await page.goto('/city/leeds');
    const services = page.getByRole('region', { name: 'Popular services in Leeds' });
    const link = services.getByRole('link').first();
    await expect(link).toHaveAttribute('href', /^\/category\/[a-z-]+\/leeds$/);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ in Leeds$/);
  });

  test('past the last page says No businesses found', async ({ page }) => {
    await page.goto('/city/leeds?page=400');
    await expect(page.getByRole('heading', { name: 'No businesses found' })).toBeVisible();
  });

  test('an unknown city is a 404 with City Not Found', async ({ page }) => {
    const response = await page.goto('/city/Atlantis-Under-The-Sea');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'City Not Found' })).toBeVisible();
  });
});

test.describe('all cities', () => {
  test('every city with its count, grouped A to Z', async ({ page }) => {
    const cities = await sql<{ name: string; slug: string; count: number }>(
      `SELECT min(city) AS name, city_slug AS slug, count(*)::int AS count FROM businesses
       WHERE city_slug IS NOT NULL GROUP BY city_slug`,
    );
    await page.goto('/cities');
    await expect(page.getByRole('heading', { level: 1, name: 'All Cities' })).toBeVisible();
    const letters = await page.locator('main section h2').allInnerTexts();
    expect(letters).toEqual([...new Set(cities.map((c) => c.name[0]!.toUpperCase()))].sort());
    await expect(page.locator('main section li a')).toHaveCount(cities.length);
    const london = cities.find((c) => c.slug === 'london')!;
    const link = page.locator('main section').getByRole('link', { name: /^London/ });
    await expect(link).toHaveAttribute('href', '/city/london');
    await expect(link).toContainText(String(london.count));
    await page.getByRole('link', { name: 'L', exact: true }).click();
    await expect(page).toHaveURL(/#letter-L$/);
  });
});

test.describe('cards below the first screen', () => {
  // Width, height and how many cards (whole rows) such a screen can show at first.
  const screens = [
    { device: 'phone', viewport: { width: 390, height: 844 }, firstScreen: 2 },
    { device: 'tablet', viewport: { width: 768, height: 1024 }, firstScreen: 6 },
    { device: 'desktop', viewport: { width: 1350, height: 940 }, firstScreen: 9 },
  ];
  for (const { device, viewport, firstScreen } of screens) {
    test(`on a ${device} they are rendered on the way into view, and nothing shifts`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/businesses');
      const cards = page.locator('main article');
      await expect(cards).toHaveCount(20);
      const visibility = await cards.evaluateAll((articles) =>
        articles.map((article) => getComputedStyle(article).contentVisibility),
      );
      expect(visibility.slice(0, firstScreen).every((value) => value === 'visible')).toBe(true);
      expect(visibility.slice(firstScreen).every((value) => value === 'auto')).toBe(true);

      const { score, shifts } = await scrollThroughLayoutShift(page);
      expect(score, shifts.join('\n')).toBeLessThan(0.01);
      await expect(cards.last().getByRole('heading')).toBeVisible();
    });
  }
});

test.describe('a town page’s sections after its cards', () => {
  const screens = [
    { device: 'phone', viewport: { width: 390, height: 844 }, rendering: 'auto' },
    { device: 'desktop', viewport: { width: 1350, height: 940 }, rendering: 'visible' },
  ];
  for (const { device, viewport, rendering } of screens) {
    test(`on a ${device} pagination and link rows have content-visibility ${rendering}, and nothing shifts`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/city/leeds');
      const sections = page.locator('main nav[aria-label="Pagination"], main section:has(.chips)');
      await expect(sections).toHaveCount(3);
      const visibility = await sections.evaluateAll((elements) =>
        elements.map((element) => getComputedStyle(element).contentVisibility),
      );
      expect(visibility).toEqual([rendering, rendering, rendering]);

      const { score, shifts } = await scrollThroughLayoutShift(page);
      expect(score, shifts.join('\n')).toBeLessThan(0.01);
      await expect(sections.last().getByRole('link').last()).toBeVisible();
    });
  }
});
