import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { outscraperRecord } from '../support/spreadsheets/businesses';
import { LAYOUT_2025, sheet } from '../support/spreadsheets/layouts';
import { writeXlsx } from '../support/spreadsheets/write';
import { logIn, removeImport } from './admin-fixtures';

const ROWS = 20_000;
const FILE_NAME = 'progress-e2e.xlsx';

test('an import counts rows as it reads them, links to its new businesses, and the table sorts by a header', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-progress-'));
  const file = path.join(dir, FILE_NAME);
  await writeXlsx(
    file,
    sheet(
      LAYOUT_2025,
      Array.from({ length: ROWS }, (_, i) => outscraperRecord(8_500_000 + i)),
    ),
  );
  try {
    await logIn(page);
    await page.goto('/admin-panel?tab=import');
    // Every state the file's status goes through: its text, the bar's value and the state.
    await page.evaluate(() => {
      const seen: { text: string; value: string | null; state: string | null }[] = [];
      Object.assign(window, { importSeen: seen });
      new MutationObserver(() => {
        const item = document.querySelector('[aria-label="Imports"] li');
        if (!item) return;
        seen.push({
          text: item.querySelector('[aria-live]')?.textContent ?? '',
          value: item.querySelector('progress')?.getAttribute('value') ?? null,
          state: item.getAttribute('data-state'),
        });
      }).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    await page.getByLabel('Spreadsheet files').setInputFiles(file);
    await page.getByRole('button', { name: 'Import' }).click();
    const item = page
      .getByRole('list', { name: 'Imports' })
      .getByRole('listitem')
      .filter({ hasText: FILE_NAME });
    await expect(item).toHaveAttribute('data-state', 'done', { timeout: 180_000 });

    const seen = await page.evaluate(
      () =>
        (
          window as unknown as {
            importSeen: { text: string; value: string | null; state: string }[];
          }
        ).importSeen,
    );
    const done = seen.findIndex((entry) => entry.state === 'done');
    const reading = seen
      .slice(0, done)
      .filter(
        (entry) =>
          entry.state === 'processing' &&
          /^Reading rows… [1-9][\d,]* rows read \(\d+% of the file\)$/.test(entry.text),
      );
    // Before the result: rows counted while the bar stood part-way.
    expect(reading.length).toBeGreaterThan(0);
    expect(reading.some((entry) => Number(entry.value) > 0 && Number(entry.value) < 1)).toBe(true);

    await item
      .getByRole('link', { name: `View the ${ROWS.toLocaleString('en-GB')} new businesses` })
      .click();
    await expect(page).toHaveURL(/tab=businesses&import=[0-9a-f-]{36}/);
    await expect(
      page.getByText(`Showing 1–50 of ${ROWS.toLocaleString('en-GB')} added by one import`),
    ).toBeVisible();

    // Sorting by a visible column: the header is a link, the order is said in the caption.
    const table = page.getByRole('table');
    await expect(table.locator('caption')).toHaveText('Sorted by Added, newest first');
    await table.getByRole('link', { name: /^Name/ }).click();
    await expect(page).toHaveURL(/sort=name&dir=asc/);
    await expect(table.locator('caption')).toHaveText('Sorted by Name, A to Z');
    await expect(table.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const names = await table.locator('tbody tr td:first-child a:first-child').allTextContents();
    expect(names).toHaveLength(50);
    expect(names).toEqual([...names].sort());
    await table.getByRole('link', { name: /^Name/ }).click();
    await expect(page).toHaveURL(/sort=name&dir=desc/);
    await expect(table.locator('caption')).toHaveText('Sorted by Name, Z to A');
    const reversed = await table.locator('tbody tr td:first-child a:first-child').allTextContents();
    expect(reversed).toEqual([...reversed].sort().reverse());
    expect(reversed[0]! > names[0]!).toBe(true);

    // Each row links to its public page.
    const publicLink = table.getByRole('link', { name: `Public page of ${reversed[0]}` });
    await publicLink.click();
    await expect(page.getByRole('heading', { level: 1, name: reversed[0] })).toBeVisible();
  } finally {
    await rm(dir, { recursive: true, force: true });
    await removeImport(page, FILE_NAME);
  }
});
