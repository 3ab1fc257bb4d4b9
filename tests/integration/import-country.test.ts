// A file mostly outside the directory's country (DIRECTORY_COUNTRY, United Kingdom here) is
// asked about before anything is written, in all three ways an import arrives; once confirmed
// it imports, and the home page's country counts leave its businesses out.
import { readFile } from 'node:fs/promises';
import { importTestContext } from '@/tests/support/import-test-context';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/admin/import/route';
import { POST as startUpload } from '@/app/api/admin/import/uploads/route';
import { PUT as putPart } from '@/app/api/admin/import/uploads/[id]/parts/[index]/route';
import { getDirectoryCountryCounts, getStatistics } from '@/lib/data/summaries';
import { adminSessionCookie } from '@/tests/support/admin-session';
import { outscraperRecord, usRecord } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet, type Cell } from '@/tests/support/spreadsheets/layouts';
import { importRequest, noParams } from '@/tests/support/spreadsheets/requests';
import { writeXlsx } from '@/tests/support/spreadsheets/write';

const { client, tempFile } = importTestContext('import-country-', [
  'businesses',
  'imports',
  'import_uploads',
]);

const count = async (sql = 'SELECT count(*)::int AS n FROM businesses') =>
  (await client.query(sql)).rows[0].n as number;

async function xlsx(name: string, records: Record<string, Cell>[]) {
  const file = tempFile(name);
  await writeXlsx(file, sheet(LAYOUT_2025, records));
  return file;
}
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
// 179 New York rows and 6 British ones, like the hair-transplant export beside a few UK rows.
const usFile = () =>
  xlsx('new-york.xlsx', [
    ...range(1, 180).map(usRecord),
    ...range(500, 506).map((i) => outscraperRecord(i)),
  ]);

async function withCountries(file: string, otherCountries?: string, accept?: string) {
  return POST(await importRequest(file, { accept, otherCountries }), noParams);
}

const expectedCheck = {
  directoryCountry: 'United Kingdom',
  rowsChecked: 185,
  wholeFile: true,
  inCountry: 6,
  outside: 179,
  noCountry: 0,
  otherCountries: [{ country: 'United States', rows: 179 }],
};

describe('a file mostly outside the directory country', () => {
  it('gets 409 with the counts and writes nothing (plain JSON)', async () => {
    const response = await POST(await importRequest(await usFile()), noParams);
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.check).toEqual(expectedCheck);
    expect(body.error.message).toBe(
      '179 of the 185 rows are outside United Kingdom (United States: 179); 6 are in it. ' +
        'Nothing was imported: confirm to import them anyway.',
    );
    expect(await count()).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM imports')).toBe(0);
  });

  it('ends the NDJSON stream with a confirm line instead of a result', async () => {
    const response = await POST(
      await importRequest(await usFile(), { accept: 'application/x-ndjson' }),
      noParams,
    );
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.at(-1)).toMatchObject({ type: 'confirm', check: expectedCheck });
    expect(lines.some((line) => line.type === 'result')).toBe(false);
    expect(await count()).toBe(0);
  });

  it('imports once the admin confirms', async () => {
    const response = await withCountries(await usFile(), 'import');
    expect(response.status).toBe(200);
    expect((await response.json()).stats.imported).toBe(185);
  });

  it('keeps an upload sent in parts for the confirmed second request', async () => {
    const data = await readFile(await usFile());
    const cookie = await adminSessionCookie();
    const params = <P>(p: P) => ({ params: Promise.resolve(p) });
    const started = await startUpload(
      new Request('http://localhost/api/admin/import/uploads', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ fileName: 'new-york.xlsx', size: data.length }),
      }),
      params({}),
    );
    const { uploadId } = await started.json();
    const put = await putPart(
      new Request(`http://localhost/api/admin/import/uploads/${uploadId}/parts/0`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(data),
      }),
      params({ id: uploadId, index: '0' }),
    );
    expect(put.status).toBeLessThan(300);
    const send = (otherCountries: string) => {
      const form = new FormData();
      form.append('uploadId', uploadId);
      form.append('otherCountries', otherCountries);
      return POST(
        new Request('http://localhost/api/admin/import', {
          method: 'POST',
          headers: { cookie },
          body: form,
        }),
        noParams,
      );
    };
    expect((await send('ask')).status).toBe(409);
    expect(await count('SELECT count(*)::int AS n FROM import_upload_parts')).toBe(1);
    const confirmed = await send('import');
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).stats.imported).toBe(185);
    // Imported: the parts are gone now.
    expect(await count('SELECT count(*)::int AS n FROM import_uploads')).toBe(0);
  });

  it('asks nothing of a file mostly in the country, and refuses an unknown answer', async () => {
    const file = await xlsx('mostly-uk.xlsx', [
      ...range(1, 40).map((i) => outscraperRecord(i)),
      ...range(1, 10).map(usRecord),
    ]);
    const response = await POST(await importRequest(file), noParams);
    expect(response.status).toBe(200);
    expect((await response.json()).stats.imported).toBe(48);
    const bad = await withCountries(file, 'maybe');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(
      'The field "otherCountries" must be "ask" or "import".',
    );
  });
});

describe('home counts', () => {
  it('count only the businesses and towns of the directory country', async () => {
    const uk = range(1, 60).map((i) => outscraperRecord(i));
    await withCountries(await xlsx('uk.xlsx', uk), 'ask');
    await withCountries(await usFile(), 'import');
    const ukRows = uk.length + 6;
    const ukTowns = await count(
      `SELECT count(DISTINCT city_slug)::int AS n FROM businesses WHERE country = 'United Kingdom'`,
    );
    expect(ukTowns).toBeGreaterThan(5);
    const stats = await getStatistics();
    expect(stats.totalBusinesses).toBe(ukRows + 179);
    expect(stats.totalCities).toBe(ukTowns + 1);
    expect(await getDirectoryCountryCounts()).toEqual({ businesses: ukRows, towns: ukTowns });
    // A business moved to another country leaves the counts with it (the facet trigger).
    await client.query(
      `UPDATE businesses SET country = 'Ireland' WHERE country = 'United Kingdom'`,
    );
    expect(await getDirectoryCountryCounts()).toEqual({ businesses: 0, towns: 0 });
  });
});
