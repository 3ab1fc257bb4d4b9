// An imported canonical_url is kept only on our own site: a spreadsheet must not point a
// detail page's canonical link (or its JSON-LD url) at another site.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { POST } from '@/app/api/admin/import/route';
import { getBusinessBySlug } from '@/lib/data/businesses';
import { env } from '@/lib/env';
import { pageMetadata } from '@/lib/seo/metadata';
import { outscraperRecord } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet } from '@/tests/support/spreadsheets/layouts';
import { importRequest, noParams } from '@/tests/support/spreadsheets/requests';
import { writeXlsx } from '@/tests/support/spreadsheets/write';

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
let dir: string;

const SITE = new URL(env.SITE_URL);
const CANONICALS = {
  foreign: 'https://evil.example/phish',
  lookalikeHost: `${SITE.protocol}//${SITE.hostname}.evil.example/details/x`,
  otherPort: `${SITE.protocol}//${SITE.hostname}:1/details/x`,
  ours: `${env.SITE_URL}/details/kept-canonical`,
};

beforeAll(async () => {
  await client.connect();
  await client.query('DELETE FROM businesses');
  dir = await mkdtemp(path.join(os.tmpdir(), 'import-canonical-'));
});
afterAll(async () => {
  await client.end();
  await rm(dir, { recursive: true, force: true });
});

it('keeps a same-site canonical_url and ignores one on any other site', async () => {
  const entries = Object.entries(CANONICALS);
  const file = path.join(dir, 'canonical.xlsx');
  const headers = [...LAYOUT_2025, 'canonical_url'];
  await writeXlsx(
    file,
    sheet(
      headers,
      entries.map(([, url], i) => ({ ...outscraperRecord(i), canonical_url: url })),
    ),
  );
  const response = await POST(await importRequest(file), noParams);
  const body = await response.json();
  expect(response.status).toBe(200);
  // Ignored, not an error: the row itself is fine.
  expect(body.stats).toMatchObject({ imported: entries.length, totalErrors: 0 });

  for (const [kind, url] of entries) {
    const index = entries.findIndex(([name]) => name === kind);
    const { rows } = await client.query(
      'SELECT slug, canonical_url FROM businesses WHERE place_id = $1',
      [outscraperRecord(index).place_id],
    );
    const stored = rows[0] as { slug: string; canonical_url: string | null };
    const business = (await getBusinessBySlug(stored.slug))!;
    const canonical = pageMetadata({
      title: business.name,
      description: '',
      path: business.canonicalUrl,
    }).alternates?.canonical;
    if (kind === 'ours') {
      expect(stored.canonical_url).toBe(url);
      expect(canonical).toBe(url);
    } else {
      expect(stored.canonical_url, kind).toBeNull();
      expect(canonical, kind).toBe(`${env.SITE_URL}/details/${stored.slug}`);
    }
  }
});
