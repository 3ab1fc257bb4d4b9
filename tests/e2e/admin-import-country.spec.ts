import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { usRecord } from '../support/spreadsheets/businesses';
import { LAYOUT_2025, sheet } from '../support/spreadsheets/layouts';
import { writeXlsx } from '../support/spreadsheets/write';
import { businessCount, logIn, removeImport } from './admin-fixtures';

const FILE_NAME = 'new-york-e2e.xlsx';

test('a file of New York businesses is asked about before anything is written, then imports on "Import anyway"', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-country-'));
  const file = path.join(dir, FILE_NAME);
  await writeXlsx(
    file,
    sheet(
      LAYOUT_2025,
      Array.from({ length: 12 }, (_, i) => usRecord(7_000 + i)),
    ),
  );
  try {
    await logIn(page);
    const before = await businessCount(page);
    await page.goto('/admin-panel?tab=import');
    const item = page
      .getByRole('list', { name: 'Imports' })
      .getByRole('listitem')
      .filter({ hasText: FILE_NAME });

    // "Don't import": nothing written, and it says so.
    await page.getByLabel('Spreadsheet files').setInputFiles(file);
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(item.getByRole('alert')).toHaveText(
      /12 of the 12 rows are outside United Kingdom \(United States: 12\); 0 are in it\./,
      { timeout: 60_000 },
    );
    expect(await businessCount(page)).toBe(before);
    await item.getByRole('button', { name: 'Don’t import' }).click();
    await expect(item).toHaveAttribute('data-state', 'declined');
    await expect(item).toContainText('Not imported');
    expect(await businessCount(page)).toBe(before);

    // Again, and this time "Import anyway".
    await page.getByLabel('Spreadsheet files').setInputFiles(file);
    await page.getByRole('button', { name: 'Import' }).click();
    const asked = item.filter({ has: page.getByRole('alert') });
    await expect(asked).toHaveCount(1, { timeout: 60_000 });
    await asked.getByRole('button', { name: 'Import anyway' }).click();
    await expect(page.locator('[aria-label="Imports"] li[data-state="done"]')).toContainText(
      '12 imported, 0 duplicates skipped, 0 errors',
      { timeout: 60_000 },
    );
    expect(await businessCount(page)).toBe(before + 12);
  } finally {
    await rm(dir, { recursive: true, force: true });
    await removeImport(page, FILE_NAME);
  }
});
