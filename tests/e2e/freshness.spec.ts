// Freshness on the detail page (issue 35): after an update-mode re-import the page says when
// the details were checked and what changed; Google's per-star counts show as five bars that
// add up to the review count.
import { expect, test, type Page } from '@playwright/test';
import { formatCheckedDate } from '../../lib/freshness/changes';
import { importCsv, logIn } from './admin-fixtures';
import { sql, unique } from './pages-support';

const HEADERS = [
  'name',
  'category',
  'full_address',
  'city',
  'postal_code',
  'country',
  'phone',
  'rating',
  'reviews',
  'reviews_per_score_1',
  'reviews_per_score_2',
  'reviews_per_score_3',
  'reviews_per_score_4',
  'reviews_per_score_5',
  'working_hours',
  'place_id',
];

const importRows = (page: Page, rows: (string | number)[][], duplicates: 'skip' | 'update') =>
  importCsv(page.request, 'freshness.csv', [HEADERS, ...rows], duplicates);

test('after an update-mode re-import the detail page shows the checked date, the change and the rating bars', async ({
  page,
}) => {
  await logIn(page);
  const placeId = unique('ChIJfresh');
  const row = (hours: string) => [
    `Fresh Loaves Bakery ${placeId.slice(-6)}`,
    'Bakery',
    '12 Kirkgate, Leeds LS1 6BY, United Kingdom',
    'Leeds',
    'LS1 6BY',
    'United Kingdom',
    '+44 113 496 0000',
    4.4,
    60,
    5,
    3,
    2,
    4,
    46,
    hours,
    placeId,
  ];
  const first = await importRows(
    page,
    [row('{"Monday": "9AM-5PM", "Tuesday": "9AM-5PM"}')],
    'skip',
  );
  expect(first.stats.imported).toBe(1);
  const changed = await importRows(
    page,
    [row('{"Monday": "7AM-3PM", "Tuesday": "7AM-3PM"}')],
    'update',
  );
  expect(changed.stats.updated).toBe(1);
  const [stored] = await sql<{ id: string; slug: string; checked_at: Date }>(
    'SELECT id, slug, checked_at FROM businesses WHERE place_id = $1',
    [placeId],
  );

  await page.goto(`/details/${stored!.slug}`);
  await expect(page.getByTestId('checked-date')).toHaveText(
    `Details checked ${formatCheckedDate(stored!.checked_at)}`,
  );
  await expect(page.getByTestId('recent-changes')).toContainText(
    /Opening hours changed on \d{1,2} [A-Z][a-z]{2}/,
  );

  const panel = page.getByTestId('rating-panel');
  await expect(panel.getByRole('heading', { name: 'Google ratings' })).toBeVisible();
  await expect(page.getByTestId('rating-bar')).toHaveCount(5);
  const counts = (await page.getByTestId('rating-bar-count').allTextContents()).map((text) =>
    Number(text.replace(/,/g, '')),
  );
  expect(counts).toEqual([46, 4, 2, 3, 5]);
  const reviewCount = Number(
    (await page.getByTestId('rating-review-count').textContent())!.replace(/,/g, ''),
  );
  expect(reviewCount).toBe(60);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(reviewCount);
  await expect(panel).toContainText(`as of ${formatCheckedDate(stored!.checked_at)}`);

  // The admin's edit dialog lists the full history: the import's change, by file name.
  await page.goto(`/admin-panel?tab=businesses&q=${encodeURIComponent(row('')[0] as string)}`);
  await page
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^Edit / })
    .click();
  const history = page.getByRole('dialog').getByRole('region', { name: 'Change history' });
  await expect(history.getByTestId('history-entry')).toHaveCount(1);
  await expect(history.getByTestId('history-entry')).toContainText('freshness.csv');
  await expect(history.getByTestId('history-entry')).toContainText('openingHours');

  // Through the admin API, as an admin would, so the pages that listed it expire with it.
  expect((await page.request.delete(`/api/admin/businesses/${stored!.id}`)).status()).toBe(200);
});

test('a business without per-star counts shows its rating without the panel', async ({ page }) => {
  const [business] = await sql<{ slug: string }>(
    "SELECT slug FROM businesses WHERE rating IS NOT NULL AND reviews_per_score = '{}' LIMIT 1",
  );
  await page.goto(`/details/${business!.slug}`);
  await expect(page.getByTestId('rating-panel')).toHaveCount(0);
  await expect(page.locator('.stars').first()).toBeVisible();
  await expect(page.getByTestId('checked-date')).toContainText('Details checked');
});

test('/{key}.txt reaches the key file route: without INDEXNOW_KEY it is a plain 404', async ({
  request,
}) => {
  const response = await request.get('/some-indexnow-key-123.txt');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await response.text()).toBe('Not found');
  // Other paths still get the site's own not-found page.
  const page = await request.get('/no-such-page-here');
  expect(page.status()).toBe(404);
  expect(page.headers()['content-type']).toContain('text/html');
});
