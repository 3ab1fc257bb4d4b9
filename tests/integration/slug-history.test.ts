// Former URLs (docs/seo.md): the database triggers record every slug a business gives up, so
// the panel's writer, a re-import's UPDATE, delete and delete-all are covered alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '@/prisma/seed';
import { GET as bySlug } from '@/app/api/businesses/slug/[slug]/route';
import { deleteAllData, deleteBusiness, updateBusiness } from '@/lib/admin/business-writes';
import { readFormerSlug } from '@/lib/urls/slug-history';
import { sql } from './api-helpers';

const db = sql();
type Row = { id: string; slug: string; name: string; place_id: string };

const pick = (offset: number) =>
  db.one<Row>(`SELECT id, slug, name, place_id FROM businesses ORDER BY slug OFFSET $1 LIMIT 1`, [
    offset,
  ]);
const currentSlug = async (id: string) =>
  (await db.one<{ slug: string }>('SELECT slug FROM businesses WHERE id = $1', [id])).slug;

async function api(slug: string) {
  const response = await bySlug(new Request(`http://localhost/api/businesses/slug/${slug}`), {
    params: Promise.resolve({ slug }),
  });
  const body = response.status === 308 ? null : await response.json();
  return { status: response.status, location: response.headers.get('location'), body };
}

beforeAll(async () => {
  await seed(process.env.DATABASE_URL!);
  await db.client.connect();
});
afterAll(() => db.client.end());

describe('slug history', () => {
  it('a rename in the panel keeps the old slug, answered with a 308 to the new one', async () => {
    const business = await pick(0);
    await updateBusiness(business.id, { name: `${business.name} Renamed` });
    const renamed = await currentSlug(business.id);
    expect(renamed).not.toBe(business.slug);

    expect(await readFormerSlug(business.slug)).toEqual({
      kind: 'moved',
      id: expect.any(String),
      slug: renamed,
    });
    expect(await readFormerSlug(renamed)).toBeNull();
    const old = await api(business.slug);
    expect(old.status).toBe(308);
    expect(old.location).toBe(`/api/businesses/slug/${renamed}`);
    const current = await api(renamed);
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ id: business.id, name: `${business.name} Renamed` });
  });

  it('a second rename sends both former slugs straight to the current one (no chain)', async () => {
    const business = await pick(1);
    await updateBusiness(business.id, { name: `${business.name} Two` });
    const second = await currentSlug(business.id);
    await updateBusiness(business.id, { name: `${business.name} Three` });
    const third = await currentSlug(business.id);
    expect(new Set([business.slug, second, third]).size).toBe(3);

    for (const former of [business.slug, second]) {
      expect(await readFormerSlug(former)).toEqual({
        kind: 'moved',
        id: expect.any(String),
        slug: third,
      });
      expect((await api(former)).location).toBe(`/api/businesses/slug/${third}`);
    }
  });

  it('renaming back makes the first slug current again, not a redirect to itself', async () => {
    const business = await pick(2);
    await updateBusiness(business.id, { name: `${business.name} Elsewhere` });
    const moved = await currentSlug(business.id);
    await updateBusiness(business.id, { name: business.name });
    expect(await currentSlug(business.id)).toBe(business.slug);
    expect(await readFormerSlug(business.slug)).toBeNull();
    expect(await readFormerSlug(moved)).toEqual({
      kind: 'moved',
      id: expect.any(String),
      slug: business.slug,
    });
    expect((await api(business.slug)).status).toBe(200);
  });

  it("a re-import's in-place UPDATE of name and slug is covered by the same trigger", async () => {
    // What the update-mode importer does: one UPDATE of the row, matched by place id.
    const business = await pick(3);
    const slug = `${business.slug}-reimported`;
    await db.rows(`UPDATE businesses SET name = $1, slug = $2 WHERE place_id = $3`, [
      `${business.name} Reimported`,
      slug,
      business.place_id,
    ]);
    expect(await readFormerSlug(business.slug)).toEqual({ kind: 'moved', id: business.id, slug });
  });

  it('a deleted business answers 410 on its slug and its former slugs; an unknown slug 404', async () => {
    const business = await pick(4);
    await updateBusiness(business.id, { name: `${business.name} Before Deletion` });
    const renamed = await currentSlug(business.id);
    await deleteBusiness(business.id);

    for (const slug of [business.slug, renamed]) {
      expect(await readFormerSlug(slug)).toEqual({ kind: 'gone' });
      const result = await api(slug);
      expect(result.status).toBe(410);
      expect(result.body).toEqual({ error: { message: expect.stringMatching(/gone/i) } });
    }
    expect(
      await db.count('SELECT count(*) FROM slug_history WHERE business_id = $1', [business.id]),
    ).toBe(0);
    const unknown = await api('no-such-business-1234567');
    expect(unknown.status).toBe(404);
    expect(await readFormerSlug('no-such-business-1234567')).toBeNull();
  });

  it('a new business with a gone or former slug makes it current; no history row shadows it', async () => {
    const gone = (await db.one<{ slug: string }>('SELECT slug FROM gone_slugs LIMIT 1')).slug;
    const former = await db.one<{ slug: string; business_id: string }>(
      'SELECT slug, business_id FROM slug_history LIMIT 1',
    );
    const template = await pick(5);
    for (const [i, slug] of [gone, former.slug].entries()) {
      await db.rows(
        `INSERT INTO businesses (name, slug, category, category_slug, category_group, place_id)
         SELECT name, $1, category, category_slug, category_group, $2 FROM businesses WHERE id = $3`,
        [slug, `reinstated-place-${i}`, template.id],
      );
      expect(await readFormerSlug(slug)).toBeNull();
      expect((await api(slug)).status).toBe(200);
    }
  });

  it('delete-all makes every current and former slug gone', async () => {
    const current = await db.rows<{ slug: string }>('SELECT slug FROM businesses');
    const former = await db.rows<{ slug: string }>('SELECT slug FROM slug_history');
    expect(former.length).toBeGreaterThan(0);
    await deleteAllData();
    for (const { slug } of [...current.slice(0, 20), ...former])
      expect(await readFormerSlug(slug), slug).toEqual({ kind: 'gone' });
    expect(await db.count('SELECT count(*) FROM slug_history')).toBe(0);
    expect(await db.count('SELECT count(*) FROM gone_slugs')).toBeGreaterThanOrEqual(
      current.length + former.length,
    );
  });
});
