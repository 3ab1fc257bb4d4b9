import { expect, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import { ADMIN_REQUEST_HEADERS } from '../../lib/auth/admin-request-header';

/** The credentials playwright.config.ts makes up for the run and gives the test server. */
export const ADMIN = {
  username: process.env.ADMIN_USERNAME!,
  password: process.env.ADMIN_PASSWORD!,
};

/** Logs the page's browser context in through the API (the form has its own test). */
export async function logIn(page: Page) {
  const response = await page.request.post('/api/admin/login', { data: ADMIN });
  expect(response.status()).toBe(200);
}

export async function checkAuthStatus(page: Page) {
  return (await page.request.get('/api/admin/check-auth')).status();
}

/** How many businesses the database holds, read past every cache. */
export async function businessCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/admin/businesses');
  expect(response.status()).toBe(200);
  return (await response.json()).totalCount;
}

/** A toast with this title (and description, when given) is on screen. */
export async function expectToast(
  page: Page,
  title: string,
  description?: string | RegExp,
  { timeout = 5_000 } = {},
) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect(toast).toBeVisible({ timeout });
  if (description) await expect(toast).toContainText(description);
}

/**
 * Removes what one file's import added, straight in the database, then expires what the
 * admin panel cached meanwhile: a counted field changed and back expires the counts' tag.
 */
export async function removeImport(page: Page, fileName: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      'DELETE FROM businesses WHERE import_id IN (SELECT id FROM imports WHERE file_name = $1)',
      [fileName],
    );
    await client.query('DELETE FROM imports WHERE file_name = $1', [fileName]);
  } finally {
    await client.end();
  }
  const { businesses } = await (await page.request.get('/api/admin/businesses')).json();
  const [first] = businesses;
  for (const isVerified of [!first.isVerified, first.isVerified]) {
    const response = await page.request.patch(`/api/admin/businesses/${first.id}`, {
      data: { isVerified },
    });
    expect(response.status()).toBe(200);
  }
}

const csvCell = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;

/** Imports a CSV of these rows (the header first) through the admin API; the response's JSON. */
export async function importCsv(
  api: APIRequestContext,
  fileName: string,
  rows: (string | number)[][],
  duplicates: 'skip' | 'update' = 'skip',
) {
  const csv = rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
  const response = await api.post('/api/admin/import', {
    headers: { ...ADMIN_REQUEST_HEADERS },
    multipart: {
      duplicates,
      excelFile: { name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
    timeout: 60_000,
  });
  expect(response.status()).toBe(200);
  return response.json();
}
