// Reports and closed states (issue 44): a visitor's report sent without JavaScript reaches the
// Reports tab; accepting "permanently closed" closes the listing everywhere it should, and
// tells IndexNow; the public endpoint cannot be flooded.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MIN_FILL_MS, REPORT_ADDRESS_LIMIT } from '../../lib/reports/limits';
import { importCsv, logIn } from './admin-fixtures';
import { startExtraServer, type ExtraServer } from './admin-server';
import { summarise } from './axe-support';
import { sql, unique } from './pages-support';

test.describe.configure({ mode: 'serial' });

const clearReportLimits = () => sql(`DELETE FROM login_attempts WHERE key LIKE 'report-%'`);

let server: ExtraServer;
let indexNow: Server;
const indexed: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await clearReportLimits();
  indexNow = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      indexed.push(...((JSON.parse(body) as { urlList?: string[] }).urlList ?? []));
      response.writeHead(200).end();
    });
  });
  indexNow.listen(0, '127.0.0.1');
  await once(indexNow, 'listening');
  const { port } = indexNow.address() as AddressInfo;
  server = await startExtraServer({
    INDEXNOW_KEY: 'reports-e2e-key-0001',
    INDEXNOW_ENDPOINT: `http://127.0.0.1:${port}/indexnow`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  indexNow?.close();
  await clearReportLimits();
});

/** A top-rated Leeds bakery, imported through the admin API so every cache hears of it. */
async function importBakery(api: APIRequestContext) {
  const name = unique('Closing Crumbs ');
  const placeId = unique('ChIJreport');
  const rows = [
    [
      'name',
      'category',
      'full_address',
      'city',
      'postal_code',
      'country',
      'phone',
      'rating',
      'reviews',
      'place_id',
      'business_status',
    ],
    [
      name,
      'Bakery',
      '3 Briggate, Leeds LS1 6BY, United Kingdom',
      'Leeds',
      'LS1 6BY',
      'United Kingdom',
      '+44 113 496 0999',
      5,
      90_000,
      placeId,
      'OPERATIONAL',
    ],
  ];
  await importCsv(api, 'reports.csv', rows);
  const [row] = await sql<{ id: string; slug: string; category_slug: string; city_slug: string }>(
    'SELECT id, slug, category_slug, city_slug FROM businesses WHERE place_id = $1',
    [placeId],
  );
  return { name, ...row! };
}

async function businessSitemapLocs(page: Page) {
  const locs = async (path: string) =>
    [...(await (await page.request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1]!,
    );
  const files = (await locs('/sitemap.xml')).filter((url) => /business/.test(url));
  expect(files.length).toBeGreaterThan(0);
  return (await Promise.all(files.map((url) => locs(new URL(url).pathname)))).flat();
}

/** The form is refused as a bot's when sent sooner than this after the page was rendered. */
async function waitOutFillTime(page: Page) {
  const renderedAt = Number(await page.locator('input[name="renderedAt"]').inputValue());
  // The rule under test is about elapsed time itself: nothing else to wait on.
  const remaining = renderedAt + MIN_FILL_MS + 250 - Date.now();
  if (remaining > 0) await page.waitForTimeout(remaining);
}

test('a report sent without JavaScript closes the listing for good once the admin accepts it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await browser.newContext({ baseURL: server.baseUrl });
  const adminPage = await admin.newPage();
  await logIn(adminPage);
  const bakery = await importBakery(adminPage.request);
  const detail = `/details/${bakery.slug}`;
  const link = `a[href="${detail}"]`;

  const visitor = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
  const page = await visitor.newPage();
  for (const list of [`/category/${bakery.category_slug}`, `/city/${bakery.city_slug}`]) {
    await page.goto(list);
    await expect(page.locator(link).first()).toBeAttached();
  }

  await page.goto(detail);
  // Its own call, directions and website actions, until it closes for good.
  const own = new RegExp(`^(Call|Directions to|Website of|Visit website of) ${bakery.name}$`);
  await expect(page.getByRole('link', { name: own })).not.toHaveCount(0);
  await page.getByText('Report a problem with this listing').click();
  await page.getByLabel('Permanently closed').check();
  const details = 'Shut since <b>June</b>, see https://example.test/news';
  await page.getByRole('textbox', { name: 'Details (optional)' }).fill(details);
  await waitOutFillTime(page);
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page).toHaveURL(new RegExp(`${detail}#report-sent$`));
  await expect(page.getByText('Thank you: your report was sent.')).toBeVisible();
  // Nothing public changes before the admin acts.
  await expect(page.getByTestId('closed-banner')).toHaveCount(0);

  await adminPage.goto('/admin-panel?tab=reports');
  const card = adminPage.getByRole('article', { name: `Reports on ${bakery.name}` });
  await expect(card).toBeVisible();
  // Plain text: the markup shows as typed and the address is no link.
  await expect(card.getByText(details)).toBeVisible();
  await expect(card.locator('a[href^="https://example.test"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page: adminPage }).analyze();
  expect(summarise(violations)).toEqual([]);
  await card.getByRole('button', { name: 'Accept: mark permanently closed' }).click();
  await expect(card).toHaveCount(0);

  const response = await page.goto(detail);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('closed-banner')).toContainText('Permanently closed');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Its own actions are gone (related cards keep theirs).
  await expect(page.getByRole('link', { name: own })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Call Now' })).toHaveCount(0);

  // A list may answer once more from its cache while it re-renders: read it until it has.
  for (const list of [`/category/${bakery.category_slug}`, `/city/${bakery.city_slug}`]) {
    await expect
      .poll(async () => {
        await page.goto(list);
        return page.locator(link).count();
      })
      .toBe(0);
  }
  expect((await businessSitemapLocs(page)).some((url) => url.endsWith(detail))).toBe(false);
  await expect.poll(() => indexed).toContain(`${server.baseUrl}${detail}`);

  await page.goto(`/businesses?q=${encodeURIComponent(bakery.name)}`);
  const found = page.locator('article.card', { has: page.locator(link) });
  await expect(found).toContainText('Permanently closed');

  await visitor.close();
  await admin.close();
});

test('the report form has no axe-core violation', async ({ page }) => {
  test.setTimeout(120_000);
  const [row] = await sql<{ slug: string }>(
    `SELECT slug FROM businesses WHERE business_status = 'OPERATIONAL' ORDER BY review_count DESC LIMIT 1`,
  );
  await page.goto(`/details/${row!.slug}`);
  await page.getByText('Report a problem with this listing').click();
  await expect(page.getByRole('button', { name: 'Send report' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('#report-heading').analyze();
  const form = await new AxeBuilder({ page }).include('form[action="/api/reports"]').analyze();
  expect(summarise([...violations, ...form.violations])).toEqual([]);
});

test.describe('the public report endpoint cannot be flooded', () => {
  test.beforeEach(clearReportLimits);

  async function send(request: APIRequestContext, form: Record<string, string>) {
    return request.post('/api/reports', { headers: { accept: 'application/json' }, form });
  }

  const pending = async (businessId: string) =>
    Number(
      (
        await sql<{ count: string }>(
          'SELECT count(*) FROM business_reports WHERE business_id = $1',
          [businessId],
        )
      )[0]!.count,
    );

  async function listing() {
    const [row] = await sql<{ id: string }>(
      `SELECT id FROM businesses b WHERE NOT EXISTS
         (SELECT 1 FROM business_reports r WHERE r.business_id = b.id) LIMIT 1`,
    );
    return row!.id;
  }

  test('the honeypot and a form sent too fast look sent and store nothing', async ({ request }) => {
    const businessId = await listing();
    const base = { businessId, reason: 'wrong_phone', renderedAt: String(Date.now() - 60_000) };
    expect((await send(request, { ...base, website: 'https://spam.example' })).status()).toBe(201);
    expect((await send(request, { ...base, renderedAt: String(Date.now()) })).status()).toBe(201);
    expect(await pending(businessId)).toBe(0);
    // The same form, filled by a person: stored.
    expect((await send(request, base)).status()).toBe(201);
    expect(await pending(businessId)).toBe(1);
    await sql('DELETE FROM business_reports WHERE business_id = $1', [businessId]);
  });

  test('50 reports from one address: 429 with Retry-After past the limit, nothing stored past it', async ({
    request,
  }) => {
    const businessId = await listing();
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 50; i++) {
      const response = await send(request, {
        businessId,
        reason: 'other',
        details: `report ${i}`,
        renderedAt: String(Date.now() - 60_000),
      });
      statuses.push(response.status());
      if (response.status() === 429) retryAfter ??= response.headers()['retry-after'];
    }
    const limit = REPORT_ADDRESS_LIMIT.max;
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(201));
    expect(statuses.slice(limit)).toEqual(Array(50 - limit).fill(429));
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(await pending(businessId)).toBe(limit);
    await sql('DELETE FROM business_reports WHERE business_id = $1', [businessId]);
  });

  test('bad input is a clear 400, never stored', async ({ request }) => {
    const businessId = await listing();
    const renderedAt = String(Date.now() - 60_000);
    const long = await send(request, {
      businessId,
      reason: 'other',
      details: 'x'.repeat(1001),
      renderedAt,
    });
    expect(long.status()).toBe(400);
    expect((await long.json()).error.message).toContain('details');
    expect((await send(request, { businessId, reason: 'haunted', renderedAt })).status()).toBe(400);
    expect(
      (await send(request, { businessId: 'nope', reason: 'other', renderedAt })).status(),
    ).toBe(400);
    expect(await pending(businessId)).toBe(0);
  });
});
