import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '@/prisma/seed';
import { env } from '@/lib/env';
import { GET as bySlug } from '@/app/api/businesses/slug/[slug]/route';
import { GET as byId } from '@/app/api/businesses/[id]/route';
import {
  expectBadRequest,
  expectBusiness,
  expectNotFound,
  expectPublicOk,
  get,
  sql,
} from './api-helpers';

const db = sql();
type Row = { id: string; slug: string; name: string; rating: number | null; photos: string[] };
let rated: Row;
let unrated: Row;

beforeAll(async () => {
  await seed(process.env.DATABASE_URL!);
  await db.client.connect();
  rated = await db.one<Row>(
    `SELECT id, slug, name, rating, photos FROM businesses
     WHERE rating IS NOT NULL AND cardinality(photos) > 0 AND opening_hours IS NOT NULL
     ORDER BY slug LIMIT 1`,
  );
  unrated = await db.one<Row>(
    `SELECT id, slug, name, rating, photos FROM businesses WHERE rating IS NULL ORDER BY slug LIMIT 1`,
  );
});
afterAll(() => db.client.end());

describe('GET /api/businesses/slug/{slug}', () => {
  it('returns the business object with every spec field', async () => {
    const result = await get(bySlug, `/api/businesses/slug/${rated.slug}`, { slug: rated.slug });
    expectPublicOk(result);
    expectBusiness(result.body);
    expect(result.body).toMatchObject({
      id: rated.id,
      slug: rated.slug,
      name: rated.name,
      rating: rated.rating,
      photos: rated.photos,
      canonicalUrl: `${env.SITE_URL}/details/${rated.slug}`,
    });
    expect(typeof result.body.rating).toBe('number');
    expect(Object.keys(result.body.openingHours as object).length).toBeGreaterThan(0);
  });

  it('gives an unrated business a null rating rather than a made-up one', async () => {
    const result = await get(bySlug, '/api/businesses/slug/x', { slug: unrated.slug });
    expectPublicOk(result);
    expectBusiness(result.body);
    expect(result.body.rating).toBeNull();
  });

  it('answers 404 with a message for an unknown slug', async () => {
    expectNotFound(
      await get(bySlug, '/api/businesses/slug/no-such-business-1234567', {
        slug: 'no-such-business-1234567',
      }),
      'no-such-business-1234567',
    );
  });

  it('decodes a segment handed over still encoded, and rejects invalid UTF-8 with a 400', async () => {
    const encoded = encodeURIComponent(rated.slug).replace(/-/g, '%2D');
    expectPublicOk(await get(bySlug, `/api/businesses/slug/${encoded}`, { slug: encoded }));
    expectBadRequest(
      await get(bySlug, '/api/businesses/slug/%E0%A4%A', { slug: '%E0%A4%A' }),
      'slug',
    );
  });

  it('rejects an over-long slug with a 400', async () => {
    expectBadRequest(
      await get(bySlug, '/api/businesses/slug/x', { slug: 'a'.repeat(301) }),
      'slug',
    );
  });
});

describe('GET /api/businesses/{id}', () => {
  it('returns the same business object as the slug endpoint', async () => {
    const result = await get(byId, `/api/businesses/${rated.id}`, { id: rated.id });
    expectPublicOk(result);
    expectBusiness(result.body);
    const viaSlug = await get(bySlug, '/api/businesses/slug/x', { slug: rated.slug });
    expect({ ...result.body, isOpen: null }).toEqual({
      ...(viaSlug.body as object),
      isOpen: null,
    });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '42'])(
    'answers 404 with a message for the unknown id %s',
    async (id) => {
      expectNotFound(await get(byId, `/api/businesses/${id}`, { id }), id);
    },
  );

  it('rejects invalid UTF-8 in the id with a 400 naming id', async () => {
    expectBadRequest(await get(byId, '/api/businesses/%C3%28', { id: '%C3%28' }), 'id');
  });
});
