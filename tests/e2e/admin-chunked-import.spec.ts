import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { UPLOAD_PART_BYTES } from '../../lib/import/upload-parts';
import { paddedWorkbook } from '../support/spreadsheets/padded-workbook';
import { expectToast, logIn, removeImport } from './admin-fixtures';

const FIRST_INDEX = 8_000_000;

test('a spreadsheet over one part is sent in parts, a failed part is sent again, and every row imports', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-parts-'));
  const file = path.join(dir, 'two-parts.xlsx');
  const { rows } = await paddedWorkbook(file, 1.3 * UPLOAD_PART_BYTES, FIRST_INDEX);
  const parts: number[] = [];
  let failedOnce = false;
  try {
    await logIn(page);
    await page.route('**/api/admin/import/uploads/*/parts/*', async (route) => {
      const size = route.request().postDataBuffer()?.length ?? 0;
      parts.push(size);
      // The first try of the second part is lost on the way.
      if (route.request().url().endsWith('/parts/1') && !failedOnce) {
        failedOnce = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.goto('/admin-panel?tab=import');
    await page.getByLabel('Spreadsheet files').setInputFiles(file);
    await page.getByRole('button', { name: 'Import' }).click();
    await expectToast(
      page,
      'Import Completed',
      `${rows.toLocaleString('en-GB')} imported, 0 duplicates skipped, 0 errors`,
      {
        timeout: 150_000,
      },
    );
    expect(failedOnce).toBe(true);
    // Two parts, the second twice; none over the part size.
    expect(parts).toHaveLength(3);
    expect(Math.max(...parts)).toBeLessThanOrEqual(UPLOAD_PART_BYTES);
  } finally {
    await rm(dir, { recursive: true, force: true });
    // The files after this one count the demo data: take the rows out again.
    await removeImport(page, 'two-parts.xlsx');
  }
});
