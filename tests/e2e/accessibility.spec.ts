import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { summarise } from './axe-support';
import { sql } from './pages-support';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

test.describe('axe-core finds no violation', () => {
  let detailPath = '';
  test.beforeAll(async () => {
    // A seeded listing with the most on it: photo, phone, hours and a rating.
    const [row] = await sql<{ slug: string }>(
      `SELECT slug FROM businesses WHERE photos <> '{}' AND phone IS NOT NULL
         AND opening_hours IS NOT NULL AND rating IS NOT NULL
       ORDER BY review_count DESC LIMIT 1`,
    );
    detailPath = `/details/${row!.slug}`;
  });

  for (const viewport of VIEWPORTS) {
    for (const [name, path] of [
      ['home', '/'],
      ['browse with results', '/businesses?q=plumber&location=Leeds'],
      ['detail', 'DETAIL'],
      ['category', '/category/restaurants'],
      ['admin login', '/admin-login'],
    ] as const) {
      test(`${name} (${viewport.name})`, async ({ browser }) => {
        // axe walks every node of a long page: slow on a busy machine.
        test.setTimeout(120_000);
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const response = await page.goto(path === 'DETAIL' ? detailPath : path);
        expect(response?.status()).toBe(200);
        if (name === 'browse with results')
          await expect(page.locator('.card-grid > li').first()).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(summarise(violations)).toEqual([]);
        await context.close();
      });
    }
  }
});
