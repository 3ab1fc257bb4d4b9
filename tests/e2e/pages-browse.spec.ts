import { expect, test } from '@playwright/test';
import { canonical, meta, sql, unique } from './pages-support';

const PAGE_SIZE = 20;

async function totalBusinesses() {
  const [row] = await sql<{ count: string }>('SELECT count(*) FROM businesses');
  return Number(row!.count);
}

test.describe('browse /businesses', () => {
  test('lists 20 cards with Page 1 of N, and Next / Previous page through', async ({ page }) => {
    const pages = Math.ceil((await totalBusinesses()) / PAGE_SIZE);
    await page.goto('/businesses');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Businesses' })).toBeVisible();
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(PAGE_SIZE);
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();

    const first = await cards.first().locator('h2').innerText();
    // Page 2 must be the page 2 HTML, not the page 1 a client router would hold for the same
    // route (listing/pagination.tsx).
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/businesses\?page=2$/);
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(cards.first().locator('h2')).not.toHaveText(first);

    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/businesses$/);
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(cards.first().locator('h2')).toHaveText(first);
  });

  test('cards show verified mark, place, phone, rating, open state and a detail link', async ({
    page,
  }) => {
    await page.goto('/businesses');
    const cards = page.locator('main article');
    await expect(cards.filter({ hasText: 'Verified' }).first()).toBeVisible();
    // On a bank holiday (25 Dec, or 30 Nov for Scottish cards) an open business says "may differ".
    await expect(
      cards.filter({ hasText: /Open Now|Closed|Bank holiday: hours may differ/ }).first(),
    ).toBeVisible();
    await expect(cards.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(cards.getByText(/out of 5/).first()).toBeAttached();
    const href = await cards
      .first()
      .getByRole('link', { name: /View Details/ })
      .getAttribute('href');
    expect(href).toMatch(/^\/details\/[a-z0-9-]+$/);
  });

  test('a text search (Enter) filters and starts again at page 1', async ({ page }) => {
    await page.goto('/businesses?page=2');
    const search = page.getByRole('searchbox');
    await search.fill('plumber');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=plumber/);
    expect(page.url()).not.toContain('page=');
    const found = page.getByText(/^\d+ businesses? found$/);
    await expect(found).toBeVisible();
    const count = Number((await found.innerText()).split(' ')[0]);
    expect(count).toBeGreaterThan(0);
    await expect(page.getByText(`Page 1 of ${Math.ceil(count / PAGE_SIZE)}`)).toBeVisible();
    // Text content: cards below the first screen skip rendering (content-visibility), and
    // innerText is empty for them.
    for (const card of await page.locator('main article').allTextContents()) {
      expect(card.toLowerCase()).toContain('plumb');
    }
  });

  test('the category filter submits on choice and resets the page', async ({ page }) => {
    await page.goto('/businesses?page=3');
    const select = page.getByRole('combobox', { name: 'Category' });
    const options = await select.locator('option').allInnerTexts();
    expect(options[0]).toBe('All Categories');
    expect(options).toHaveLength(21);
    const choice = options[1]!;
    await select.selectOption({ label: choice });
    await expect(page).toHaveURL(/[?&]category=[a-z-]+/);
    expect(page.url()).not.toContain('page=');
    await expect(page.getByText('Page 1 of')).toBeVisible();
    for (const text of await page.locator('main article p:first-child').allTextContents()) {
      expect(text.toLowerCase()).toBe(choice.toLowerCase());
    }
    await expect(select).toHaveValue(/[a-z-]+/);
  });

  test('an empty result offers Clear Filters back to the full list', async ({ page }) => {
    await page.goto(`/businesses?q=${unique('nothing-matches-')}`);
    await expect(page.getByRole('heading', { name: 'No businesses found' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/businesses$/);
    await expect(page.locator('main article')).toHaveCount(PAGE_SIZE);
  });

  test('a search that finds nothing suggests one that does', async ({ page }) => {
    await page.goto('/businesses?q=plumber&location=Atlantis');
    await expect(page.getByRole('heading', { name: 'No businesses found' })).toBeVisible();
    const suggestion = page.getByText('Did you mean').getByRole('link');
    // Never the words typed as they were typed: the same words anywhere, said so.
    await expect(suggestion).not.toHaveText('plumber');
    await suggestion.click();
    await expect(page).toHaveURL(/\/businesses\?q=plumber/);
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('a suggestion keeps the filters of the search', async ({ page }) => {
    await page.goto('/businesses?q=plumber&location=Atlantis&minRating=3&hasPhone=true');
    const suggestion = page.getByText('Did you mean').getByRole('link');
    const href = new URL((await suggestion.getAttribute('href'))!, page.url());
    expect(href.searchParams.get('minRating')).toBe('3');
    expect(href.searchParams.get('hasPhone')).toBe('true');
  });

  test('a failed load shows the error state', async ({ page }) => {
    // Take the table away for one request; the search itself is never cached.
    await sql('ALTER TABLE businesses RENAME TO businesses_away');
    try {
      await page.goto(`/businesses?q=${unique('error-')}`);
      await expect(page.getByRole('heading', { name: 'Error Loading Businesses' })).toBeVisible();
      await expect(
        page.getByText('Unable to load businesses. Please try again later.'),
      ).toBeVisible();
    } finally {
      await sql('ALTER TABLE businesses_away RENAME TO businesses');
    }
  });
});

test.describe('browse without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form submits as a plain GET, category included', async ({ page }) => {
    await page.goto('/businesses');
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/category=[a-z-]+/);
    await expect(page.getByText('Page 1 of')).toBeVisible();
  });
});

test.describe('browse metadata (plain HTTP)', () => {
  test('paginated pages are self-canonical and indexable; filtered ones noindex', async ({
    request,
    baseURL,
  }) => {
    const second = await (await request.get('/businesses?page=2')).text();
    expect(canonical(second)).toBe(`${baseURL}/businesses?page=2`);
    expect(meta(second, 'robots')).toBeNull();
    expect(second.includes('Page 2 of')).toBe(true);

    const filtered = await (await request.get('/businesses?q=plumb&category=all')).text();
    expect(canonical(filtered)).toBe(`${baseURL}/businesses?q=plumb`);
    expect(meta(filtered, 'robots')).toContain('noindex');

    const empty = await (await request.get(`/businesses?q=${unique('none-')}`)).text();
    expect(meta(empty, 'robots')).toContain('noindex');
  });
});
