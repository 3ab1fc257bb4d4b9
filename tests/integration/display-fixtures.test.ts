// The real scraper exports in ../shared/fixtures (beside the repo, always present in
// CI) through the importer, then every stored phone and day of hours through the
// display formats: no source shape reaches a page raw.
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayDayHours } from '@/lib/hours';
import { PHONE_KEPT_AS_TYPED } from '@/lib/import/validate-row';
import { displayPhone, isE164 } from '@/lib/phone';
import { prepareImport } from '@/lib/import/run-import';
import { SHARED_FIXTURES, sharedFixtureFiles } from '@/tests/support/shared-fixtures';

const files = sharedFixtureFiles(/\.(xlsx|csv)$/i);

const HOURS =
  /^(?:Closed|Open 24 hours|\d{1,2}:\d{2}–\d{1,2}:\d{2}(?:, \d{1,2}:\d{2}–\d{1,2}:\d{2})*)$/;

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
const report: Record<string, unknown>[] = [];
beforeAll(() => client.connect());
afterAll(async () => {
  if (report.length) console.table(report);
  await client.end();
});

describe('display formats over the real fixtures', () => {
  it.each(files)('%s', async (name) => {
    await client.query('DELETE FROM businesses');
    await client.query('DELETE FROM imports');
    const prepared = await prepareImport({
      path: path.join(SHARED_FIXTURES, name),
      fileName: name,
    });
    const result = await prepared.run({ onProgress: () => undefined });
    const { rows } = await client.query(
      'SELECT phone, country, opening_hours, other_hours FROM businesses',
    );

    const phones = rows.filter((row) => row.phone !== null);
    const kept = phones.filter((row) => !isE164(row.phone));
    for (const row of phones) {
      const shown = displayPhone(row.phone, row.country);
      if (isE164(row.phone)) expect(shown.href).toBe(`tel:${row.phone}`);
      else expect(shown.text).toBe(row.phone);
    }
    // Each kept number is flagged (duplicate rows too, though not stored); the response lists
    // only the first warnings, so the count is exact only when none were left out.
    const flagged = result.warnings.filter((w) => w.message === PHONE_KEPT_AS_TYPED).length;
    const listedRows = new Set(result.warnings.map((w) => w.row)).size;
    if (listedRows === result.totalWarnings) expect(flagged).toBeGreaterThanOrEqual(kept.length);
    if (kept.length > 0) expect(flagged).toBeGreaterThan(0);

    let days = 0;
    for (const row of rows) {
      const weeks = [
        row.opening_hours ?? {},
        ...(row.other_hours ?? []).map((w: { hours: object }) => w.hours),
      ];
      for (const week of weeks)
        for (const text of Object.values(week) as string[]) {
          days++;
          expect(displayDayHours(text)).toMatch(HOURS);
        }
    }
    report.push({
      file: name,
      phones: phones.length,
      e164: phones.length - kept.length,
      keptAsTyped: kept.length,
      days,
    });
  });
});
