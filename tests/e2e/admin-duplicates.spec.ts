import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { outscraperRecord, placeIdFor } from '../support/spreadsheets/businesses';
import { LAYOUT_2025, sheet } from '../support/spreadsheets/layouts';
import { writeXlsx } from '../support/spreadsheets/write';
import { expectToast, logIn, removeImport } from './admin-fixtures';

const FILE_NAME = 'duplicates-e2e.xlsx';

async function slugOf(placeId: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT slug FROM businesses WHERE place_id = $1', [
      placeId,
    ]);
    return rows[0]?.slug as string | undefined;
  } finally {
    await client.end();
  }
}

test('the admin merges a duplicate pair in the browser: the other URL then redirects', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-duplicates-'));
  const file = path.join(dir, FILE_NAME);
  // One shop scraped twice under two place ids: same phone, the second name a variant.
  const first = outscraperRecord(9_101);
  const second = { ...outscraperRecord(9_102), phone: first.phone, name: `${first.name} Ltd` };
  await writeXlsx(file, sheet(LAYOUT_2025, [first, second]));
  try {
    await logIn(page);
    await page.goto('/admin-panel?tab=import');
    await page.getByLabel('Spreadsheet files').setInputFiles(file);
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.locator('[aria-label="Imports"] li[data-state="done"]')).toContainText(
      '2 imported',
      { timeout: 60_000 },
    );
    const loserSlug = await slugOf(placeIdFor(9_101));
    const survivorSlug = await slugOf(placeIdFor(9_102));
    expect(loserSlug && survivorSlug).toBeTruthy();

    await page.goto('/admin-panel?tab=duplicates');
    const pair = page
      .getByRole('article')
      .filter({ hasText: String(first.name) })
      .filter({ hasText: String(second.name) });
    await expect(pair).toContainText('Same phone');
    await expect(pair.locator('tr[data-differs]').filter({ hasText: 'Name' })).toHaveCount(1);
    await pair.getByLabel(`Keep ${second.name}`).check();
    await pair.getByRole('button', { name: `Merge into ${second.name}` }).click();
    await expectToast(page, 'Merged', `/details/${loserSlug} now redirects`);
    await expect(pair).toHaveCount(0);

    const response = await page.request.get(`/details/${loserSlug}`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toContain(`/details/${survivorSlug}`);
    await page.goto(`/details/${loserSlug}`);
    await expect(page).toHaveURL(new RegExp(`/details/${survivorSlug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(second.name));
  } finally {
    await rm(dir, { recursive: true, force: true });
    await removeImport(page, FILE_NAME);
  }
});

test('the Coverage tab shows the directory per town and group, and the gaps download as CSV', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/admin-panel?tab=coverage');
  await expect(page.getByRole('heading', { name: 'Coverage and gaps' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Coverage per town and category group' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download gaps (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('coverage-gaps.csv');
});
