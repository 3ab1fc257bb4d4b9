import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Dialog, type Page } from '@playwright/test';
import { seed } from '../../prisma/seed';
import { businessCount, expectToast, logIn } from './admin-fixtures';

// One database for the whole run: these tests (in file order, one worker) import, edit and
// finally delete everything, then put the demo data back (afterAll) for the files after them.

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

/** The demo set back; the seed's one transaction can time out on a loaded machine, so retry. */
async function reseed() {
  for (let attempt = 1; ; attempt++) {
    try {
      return await seed(process.env.DATABASE_URL!);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

test.afterAll(async ({ browser }) => {
  test.setTimeout(120_000);
  await reseed();
  // The reseed bypassed the app; admin writes expire what was cached meanwhile (the admin
  // panel's counts): a counted field changed and back expires the counts' tag.
  const page = await browser.newPage();
  await logIn(page);
  const { businesses } = await (await page.request.get('/api/admin/businesses')).json();
  const [first] = businesses;
  for (const isVerified of [!first.isVerified, first.isVerified]) {
    const response = await page.request.patch(`/api/admin/businesses/${first.id}`, {
      data: { isVerified },
    });
    expect(response.status()).toBe(200);
  }
  await page.close();
});

test('the dashboard shows abbreviated statistics and three charts', async ({ page }) => {
  await page.goto('/admin-panel');
  const total = page.locator('dt', { hasText: 'Total Businesses' }).locator('+ dd');
  await expect(total).toHaveText('1.2k');
  await expect(total).toHaveAttribute('title', '1,200');
  await expect(page.getByRole('heading', { name: 'Businesses per category group' })).toBeVisible();
  const cities = page.getByRole('region', { name: 'Top 10 cities' }).getByRole('listitem');
  await expect(cities).toHaveCount(10);
  await expect(cities.first()).toContainText('London');
  await expect(page.getByRole('heading', { name: /Imports over time/ })).toBeVisible();
});

test('the businesses table pages 50 at a time with at most 5 page buttons, and searches', async ({
  page,
}) => {
  await page.goto('/admin-panel?tab=businesses');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(50);
  const pager = page.getByRole('navigation', { name: 'Business table pages' });
  await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(4);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('1');
  await pager.getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('3');
  await expect(page.getByText(/^Showing 101–150 of 1,200/)).toBeVisible();

  await page.getByLabel('Search businesses').fill('Glasgow');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=Glasgow/);
  await expect(rows.first().locator('td').nth(2)).toHaveText('Glasgow');
});

test('a row can be edited (validated like an import) and deleted', async ({ page }) => {
  await page.goto('/admin-panel?tab=businesses');
  const row = page.locator('tbody tr').first();
  await row.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit business' });
  await dialog.getByLabel('Phone').fill('call us maybe');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('is not a phone number')).toBeVisible();

  await dialog.getByLabel('Phone').fill('0113 496 0001');
  await dialog.getByLabel('Name').fill('E2E Edited Business');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Business updated');
  await expect(dialog).toBeHidden();
  const edited = page.locator('tbody tr', { hasText: 'E2E Edited Business' });
  await expect(edited).toContainText('0113 496 0001');
  for (const name of ['E2E Edited Business', 'Public page of E2E Edited Business'])
    await expect(edited.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      /^\/details\/e2e-edited-business-/,
    );

  const before = await businessCount(page);
  page.once('dialog', (dialog) => dialog.dismiss());
  await edited.getByRole('button', { name: /^Delete / }).click();
  expect(await businessCount(page)).toBe(before);
  page.once('dialog', (dialog) => dialog.accept());
  await edited.getByRole('button', { name: /^Delete / }).click();
  await expectToast(page, 'Business deleted');
  await expect(edited).toHaveCount(0);
  expect(await businessCount(page)).toBe(before - 1);
});

test('export downloads the spreadsheet', async ({ page }) => {
  await page.goto('/admin-panel?tab=businesses');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^businesses_all_\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expectToast(page, 'Export successful', 'Excel file has been downloaded');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  expect(workbook.worksheets[0]!.actualRowCount - 1).toBe(await businessCount(page));
});

const IMPORT_ROWS = 2500;

async function writeImportFile(rating = 4.5) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow([
    'name',
    'category',
    'full_address',
    'postal_code',
    'country',
    'phone',
    'rating',
    'reviews',
    'working_hours',
    'place_id',
  ]);
  const hours = JSON.stringify({ Monday: '8AM-5PM', Saturday: 'Closed' });
  for (let i = 0; i < IMPORT_ROWS; i++) {
    sheet.addRow([
      `E2E Plumbing ${i}`,
      'Plumber',
      `${i} High St, Leeds LS1 4AB`,
      'LS1 4AB',
      'United Kingdom',
      '0113 496 0000',
      rating,
      12,
      hours,
      `e2e-import-${i}`,
    ]);
  }
  sheet.addRow([
    'E2E Bad Rating',
    'Plumber',
    '1 Mill Rd, Leeds LS2 7AB',
    'LS2 7AB',
    'United Kingdom',
    '',
    9,
    3,
    hours,
    'e2e-bad-rating',
  ]);
  sheet.addRow([
    'E2E No Place',
    'Plumber',
    '2 Mill Rd, Leeds LS2 7AB',
    'LS2 7AB',
    'United Kingdom',
    '',
    4,
    3,
    hours,
    '',
  ]);
  const file = path.join(os.tmpdir(), `e2e-admin-import-${process.pid}-${rating}.xlsx`);
  await workbook.xlsx.writeFile(file);
  return file;
}

/** Records every status text an import shows, however briefly. */
async function watchImportStatus(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { importStatusSeen: seen });
    new MutationObserver(() => {
      document
        .querySelectorAll('[aria-label="Imports"] [aria-live]')
        .forEach((node) => seen.push(node.textContent ?? ''));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { importStatusSeen: string[] }).importStatusSeen);
}

test('importing a spreadsheet shows progress, the completion toast and the row errors; an update re-import refreshes', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const file = await writeImportFile();
  const before = await businessCount(page);
  await page.goto('/admin-panel?tab=import');
  await expect(page.getByLabel('Spreadsheet files')).toHaveAttribute('accept', '.xlsx,.xls');
  const seen = await watchImportStatus(page);
  await page.getByLabel('Spreadsheet files').setInputFiles(file);
  await page.getByRole('button', { name: 'Import' }).click();

  // Long operations on a shared, busy machine: the result may take a while.
  await expectToast(
    page,
    'Import Completed',
    // The bad rating is left out with a warning; only the row without a place_id is rejected.
    `${(IMPORT_ROWS + 1).toLocaleString('en-GB')} imported, 0 duplicates skipped, 1 errors, 1 imported with warnings`,
    { timeout: 90_000 },
  );
  const item = page.getByRole('listitem').filter({ hasText: path.basename(file) });
  await expect(item.locator('progress')).toHaveAttribute('value', '1');
  const statuses = await seen();
  expect(statuses.some((text) => /Uploading… \d+%|Reading rows… [\d,]+ rows read/.test(text))).toBe(
    true,
  );
  expect(await businessCount(page)).toBe(before + IMPORT_ROWS + 1);

  await item.getByRole('button', { name: 'View row errors' }).click();
  const errorRows = item.locator('tbody tr');
  await expect(errorRows).toHaveCount(1);
  await expect(errorRows.first()).toContainText('place_id');
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Download errors (CSV)' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('"row","column","message"');
  expect(csv.trim().split('\r\n')).toHaveLength(2);

  // A fresh scrape with new ratings, imported with "Update businesses already in the directory".
  const rescraped = await writeImportFile(4.8);
  await page.getByLabel('Update businesses already in the directory', { exact: false }).check();
  await page.getByLabel('Spreadsheet files').setInputFiles(rescraped);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `0 imported, ${IMPORT_ROWS.toLocaleString('en-GB')} updated` }),
  ).toContainText('1 duplicates skipped, 1 errors, 1 imported with warnings', { timeout: 90_000 });
  expect(await businessCount(page)).toBe(before + IMPORT_ROWS + 1);
});

test('the SEO Sitemap tab shows the sitemap statistics and generates SEO content', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stats = await (await page.request.get('/api/admin/sitemap-stats')).json();
  await page.goto('/admin-panel?tab=seo');
  const files = page.locator('dt', { hasText: 'Sitemap files' }).locator('+ dd');
  await expect(files).toHaveAttribute('title', String(stats.totalSitemaps + 3));
  await expect(page.getByRole('link', { name: stats.sitemapUrls.main })).toHaveAttribute(
    'href',
    stats.sitemapUrls.main,
  );
  await expect(page.getByRole('link', { name: stats.sitemapUrls.businesses[0] })).toBeVisible();
  await expect(page.getByRole('link', { name: stats.sitemapUrls.landing[0] })).toBeVisible();

  await page.getByRole('button', { name: 'Generate SEO content' }).click();
  await expectToast(page, 'SEO Content Generated', /SEO content written for [\d,]+ businesses/, {
    timeout: 90_000,
  });
});

test('delete-all needs two confirmations and the typed word; cancelling deletes nothing', async ({
  page,
}) => {
  await page.goto('/admin-panel?tab=businesses');
  const before = await businessCount(page);
  expect(before).toBeGreaterThan(0);
  const deleteAll = page.getByRole('button', { name: 'Delete All' });

  // Each attempt answers the dialogs in order: true is OK, false is Cancel, text is typed.
  async function attempt(answers: (string | boolean)[]) {
    const queue = [...answers];
    const handler = async (dialog: Dialog) => {
      const answer = queue.shift();
      if (answer === false || answer === undefined) await dialog.dismiss();
      else await dialog.accept(typeof answer === 'string' ? answer : undefined);
    };
    page.on('dialog', handler);
    await deleteAll.click();
    await expect.poll(() => queue.length).toBe(0);
    page.off('dialog', handler);
  }

  await attempt([false]);
  await attempt([true, false]);
  await attempt([true, true, false]);
  await attempt([true, true, 'delete']);
  await expectToast(page, 'Nothing deleted');
  expect(await businessCount(page)).toBe(before);

  await attempt([true, true, 'DELETE']);
  await expectToast(page, 'All data deleted', `Deleted ${before} businesses`);
  expect(await businessCount(page)).toBe(0);
  await expect(page.getByText('No businesses found.')).toBeVisible();
});
