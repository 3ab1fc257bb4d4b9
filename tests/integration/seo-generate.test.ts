import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/admin/generate-seo/route';
import { seed } from '@/prisma/seed';
import { getBusinessBySlug } from '@/lib/data/businesses';
import { generateMissingSeoContent } from '@/lib/seo/generate';
import { adminSessionCookie, forgedSessionCookie } from '@/tests/support/admin-session';
import { revalidations } from '@/tests/support/next-cache';

const url = process.env.DATABASE_URL!;
const client = new pg.Client({ connectionString: url });
const COUNT = 300;
const KEPT_DESCRIPTION = 'A description the import brought with it, which must survive.';

type Row = {
  id: string;
  slug: string;
  seo_title: string | null;
  seo_description: string | null;
  description: string | null;
  updated_at: Date;
};

const rows = async () =>
  (
    await client.query<Row>(
      'SELECT id, slug, seo_title, seo_description, description, updated_at FROM businesses ORDER BY id',
    )
  ).rows;

const generate = async (cookie?: string) =>
  POST(
    new Request('http://localhost/api/admin/generate-seo', {
      method: 'POST',
      headers: cookie ? { cookie } : {},
    }),
    { params: Promise.resolve({}) },
  );

let fullyDone: Row;
let keptDescription: Row;

beforeAll(async () => {
  await client.connect();
  await seed(url, COUNT);
  const all = await rows();
  fullyDone = all[0]!;
  keptDescription = all[1]!;
  await client.query(
    `UPDATE businesses SET seo_title = 'Hand title', seo_description = 'Hand meta', description = 'Hand body' WHERE id = $1`,
    [fullyDone.id],
  );
  await client.query('UPDATE businesses SET description = $2 WHERE id = $1', [
    keptDescription.id,
    KEPT_DESCRIPTION,
  ]);
});
afterAll(() => client.end());

describe('POST /api/admin/generate-seo', () => {
  it('answers 401 without a session or with a forged one, and writes nothing', async () => {
    expect((await generate()).status).toBe(401);
    expect((await generate(await forgedSessionCookie())).status).toBe(401);
    const { rows: missing } = await client.query(
      'SELECT count(*)::int AS n FROM businesses WHERE seo_title IS NULL',
    );
    expect(missing[0].n).toBe(COUNT - 1);
  });

  it('fills every business without SEO content, only its missing fields, and refreshes pages', async () => {
    revalidations.tags.length = 0;
    const before = new Map((await rows()).map((row) => [row.id, row]));
    const response = await generate(await adminSessionCookie());
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ message: expect.stringMatching(/SEO content/), updated: COUNT - 1 });
    expect(revalidations.tags).toContain('businesses');

    for (const row of await rows()) {
      if (row.id === fullyDone.id) {
        expect(row).toEqual(before.get(row.id));
        continue;
      }
      expect(row.seo_title!.length).toBeLessThanOrEqual(60);
      expect(row.seo_description!.length).toBeGreaterThanOrEqual(120);
      expect(row.seo_description!.length).toBeLessThanOrEqual(160);
      if (row.id === keptDescription.id) {
        expect(row.description).toBe(KEPT_DESCRIPTION);
        expect(row.seo_title).not.toBeNull();
      } else {
        expect(row.description!.split(/\s+/).length).toBeGreaterThanOrEqual(200);
        expect(row.updated_at.getTime()).toBeGreaterThan(before.get(row.id)!.updated_at.getTime());
      }
    }
  });

  it("searches a business's own description but not a generated one", async () => {
    const { rows: documents } = await client.query<{
      id: string;
      generated: boolean;
      description_words: number;
    }>(
      `SELECT id, description_generated AS generated,
              (SELECT count(*)::int FROM unnest(search_vector) AS u WHERE 'D' = ANY(u.weights))
                AS description_words
       FROM businesses`,
    );
    for (const row of documents) {
      const own = row.id === keptDescription.id || row.id === fullyDone.id;
      expect(row).toMatchObject({ generated: !own });
      if (own) expect(row.description_words).toBeGreaterThan(0);
      else expect(row.description_words).toBe(0);
    }
    const { rows: found } = await client.query(
      `SELECT id FROM businesses WHERE search_vector @@ to_tsquery('english', 'survive')`,
    );
    expect(found).toEqual([{ id: keptDescription.id }]);
  });

  it('is idempotent: a second run updates nothing and changes nothing', async () => {
    const before = await rows();
    const response = await generate(await adminSessionCookie());
    expect(await response.json()).toMatchObject({ updated: 0 });
    expect(await rows()).toEqual(before);
  });

  it('regenerates the same text for the same business (deterministic)', async () => {
    const [, , target] = await rows();
    await client.query(
      'UPDATE businesses SET seo_title = NULL, seo_description = NULL, description = NULL WHERE id = $1',
      [target!.id],
    );
    expect(await generateMissingSeoContent()).toBe(1);
    const again = (await rows()).find((row) => row.id === target!.id)!;
    expect([again.seo_title, again.seo_description, again.description]).toEqual([
      target!.seo_title,
      target!.seo_description,
      target!.description,
    ]);
  });

  it('works in keyset batches and reports progress after each', async () => {
    await client.query('UPDATE businesses SET seo_title = NULL WHERE id <> $1', [fullyDone.id]);
    const progress: { updated: number; total: number }[] = [];
    const updated = await generateMissingSeoContent({
      batchSize: 70,
      onProgress: (p) => progress.push(p),
    });
    expect(updated).toBe(COUNT - 1);
    // Batches of 70 over 299 rows: five writes, reported as they finish (they may overlap).
    const counts = progress.map((p) => p.updated);
    expect(counts).toHaveLength(5);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(COUNT - 1);
    expect(progress.every((p) => p.total === COUNT - 1)).toBe(true);
  });

  it('is what the public business object carries', async () => {
    const [row] = (await rows()).filter((r) => r.id !== fullyDone.id);
    const dto = await getBusinessBySlug(row!.slug);
    expect(dto).toMatchObject({
      seoTitle: row!.seo_title,
      seoDescription: row!.seo_description,
      description: row!.description,
    });
  });
});
