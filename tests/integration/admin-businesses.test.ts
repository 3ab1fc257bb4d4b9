import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATCH, DELETE as deleteOne } from '@/app/api/admin/businesses/[id]/route';
import { GET as list } from '@/app/api/admin/businesses/route';
import { DELETE as deleteAll } from '@/app/api/admin/delete-all/route';
import { ADMIN_REQUEST_HEADERS } from '@/lib/auth/admin-request-header';
import { ADMIN_JSON_MAX_BYTES } from '@/lib/auth/read-json-body';
import { db } from '@/lib/db';
import { businessSlug } from '@/lib/validation/business';
import { seed } from '@/prisma/seed';
import { adminSessionCookie } from '@/tests/support/admin-session';
import { revalidations } from '@/tests/support/next-cache';

let cookie: string;

beforeAll(async () => {
  await seed(process.env.DATABASE_URL!);
  cookie = await adminSessionCookie();
});
beforeEach(() => {
  revalidations.tags.length = 0;
});

const withId = (id: string) => ({ params: Promise.resolve({ id }) });
const noParams = { params: Promise.resolve({}) };

/** As the admin panel sends it: from this origin, with the admin header. */
function patch(id: string, body: unknown, init: RequestInit = {}) {
  return PATCH(
    new Request(`http://localhost/api/admin/businesses/${id}`, {
      method: 'PATCH',
      headers: {
        cookie,
        'content-type': 'application/json',
        origin: 'http://localhost',
        ...ADMIN_REQUEST_HEADERS,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    }),
    withId(id),
  );
}

/** A body stream of `total` bytes that counts how much of it was pulled. */
function countedBody(total: number, chunk = 16 * 1024) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk;
      controller.enqueue(new Uint8Array(chunk).fill(0x20));
    },
  });
  return { stream, counter };
}

async function someBusiness(offset = 0) {
  return db.business.findFirstOrThrow({ orderBy: { placeId: 'asc' }, skip: offset });
}

describe('GET /api/admin/businesses', () => {
  it('pages 50 at a time with totals, and searches', async () => {
    const response = await list(
      new Request('http://localhost/api/admin/businesses?page=2', { headers: { cookie } }),
      noParams,
    );
    const body = await response.json();
    const total = await db.business.count();
    expect(body).toMatchObject({ totalCount: total, totalPages: Math.ceil(total / 50), page: 2 });
    expect(body.businesses).toHaveLength(50);

    const target = await someBusiness(3);
    const found = await list(
      new Request(
        `http://localhost/api/admin/businesses?q=${encodeURIComponent(target.name.toUpperCase())}`,
        { headers: { cookie } },
      ),
      noParams,
    );
    const names = (await found.json()).businesses.map((b: { name: string }) => b.name);
    expect(names).toContain(target.name);
  });

  it('sorts by a shown column either way, and filters by import', async () => {
    const get = async (query: string) => {
      const response = await list(
        new Request(`http://localhost/api/admin/businesses?${query}`, { headers: { cookie } }),
        noParams,
      );
      expect(response.status).toBe(200);
      return response.json();
    };
    const byRating = await get('sort=rating');
    expect(byRating).toMatchObject({ sort: 'rating', dir: 'desc' });
    const best = await db.business.aggregate({ _max: { rating: true } });
    expect(byRating.businesses[0].rating).toBe(best._max.rating);
    const ratings = byRating.businesses.map((b: { rating: number | null }) => b.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    const byName = await get('sort=name&dir=asc');
    const first = await db.business.findFirstOrThrow({ orderBy: [{ name: 'asc' }, { id: 'asc' }] });
    expect(byName.businesses[0].name).toBe(first.name);
    const last = await db.business.findFirstOrThrow({ orderBy: [{ name: 'desc' }, { id: 'asc' }] });
    expect((await get('sort=name&dir=desc')).businesses[0].name).toBe(last.name);

    const [one, two] = await Promise.all([someBusiness(0), someBusiness(1)]);
    const batch = await db.import.create({
      data: { fileName: 'admin-filter.xlsx' },
      select: { id: true },
    });
    await db.business.updateMany({
      where: { id: { in: [one.id, two.id] } },
      data: { importId: batch.id },
    });
    const filtered = await get(`import=${batch.id}`);
    expect(filtered.totalCount).toBe(2);
    expect(filtered.businesses.map((b: { id: string }) => b.id).sort()).toEqual(
      [one.id, two.id].sort(),
    );
    // The businesses stay; the tests below count the seed's imports.
    await db.import.delete({ where: { id: batch.id } });
  });

  it('answers 400 for an unknown sort column or import id', async () => {
    for (const query of ['sort=phone', 'dir=up', 'import=1']) {
      const response = await list(
        new Request(`http://localhost/api/admin/businesses?${query}`, { headers: { cookie } }),
        noParams,
      );
      expect(response.status).toBe(400);
    }
  });

  it('answers 400 for a bad page', async () => {
    const response = await list(
      new Request('http://localhost/api/admin/businesses?page=zero', { headers: { cookie } }),
      noParams,
    );
    expect(response.status).toBe(400);
  });
});

describe('PATCH /api/admin/businesses/[id]', () => {
  it('refuses an invalid phone with 400 naming the field, and changes nothing', async () => {
    const business = await someBusiness();
    const response = await patch(business.id, { phone: 'call us maybe' });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.issues).toEqual([expect.objectContaining({ path: 'phone' })]);
    expect((await db.business.findUniqueOrThrow({ where: { id: business.id } })).phone).toBe(
      business.phone,
    );
    expect(revalidations.tags).toEqual([]);
  });

  it('refuses unknown fields, an empty edit, malformed JSON and bad hours', async () => {
    const business = await someBusiness();
    for (const body of [{ placeId: 'x' }, {}, 'nope', { openingHours: 'whenever we like' }]) {
      expect((await patch(business.id, body)).status).toBe(400);
    }
  });

  it('saves the edit and recomputes slug, category group and city slug', async () => {
    const business = await someBusiness(1);
    const response = await patch(business.id, {
      name: 'Trattoria Nuova',
      category: 'italian restaurant',
      city: 'Bath',
      phone: '',
      openingHours: 'Monday: 9AM-5PM\nSunday: Closed',
      isVerified: true,
    });
    expect(response.status).toBe(200);
    const saved = await db.business.findUniqueOrThrow({ where: { id: business.id } });
    expect(saved).toMatchObject({
      name: 'Trattoria Nuova',
      slug: businessSlug('Trattoria Nuova', business.placeId),
      category: 'Italian restaurant',
      categoryGroup: 'restaurants',
      city: 'Bath',
      citySlug: 'bath',
      phone: null,
      isVerified: true,
      openingHours: { Monday: '9AM-5PM', Sunday: 'Closed' },
      placeId: business.placeId,
      reviewCount: business.reviewCount,
    });
    expect((await response.json()).business.slug).toBe(saved.slug);
    // What showed it before and after, and the counts (town and category changed); not all.
    expect(revalidations.tags).toEqual(
      expect.arrayContaining([
        `business:${business.id}`,
        `slug:${business.slug}`,
        `slug:${saved.slug}`,
        `town:${business.citySlug}`,
        'town:bath',
        `group:${business.categoryGroup}`,
        'group:restaurants',
        'category:italian-restaurant',
        'related:bath/restaurants',
        'counts',
      ]),
    );
    expect(revalidations.tags).not.toContain('businesses');
  });

  it('a phone edit expires that business and its lists, not the counts', async () => {
    const business = await someBusiness(3);
    expect((await patch(business.id, { phone: '020 7946 0000' })).status).toBe(200);
    expect(revalidations.tags).toContain(`business:${business.id}`);
    expect(revalidations.tags).toContain(`town:${business.citySlug}`);
    expect(revalidations.tags).not.toContain('counts');
    expect(revalidations.tags).not.toContain('businesses');
  });

  it('keeps slugs unique when the new name would collide', async () => {
    const [a, b] = [await someBusiness(5), await someBusiness(6)];
    // a already holds the slug b would get when renamed to 'Same Name'.
    await db.business.update({
      where: { id: a.id },
      data: { slug: businessSlug('Same Name', b.placeId) },
    });
    const response = await patch(b.id, { name: 'Same Name' });
    expect(response.status).toBe(200);
    const saved = await db.business.findUniqueOrThrow({ where: { id: b.id } });
    expect(saved.slug).not.toBe(businessSlug('Same Name', b.placeId));
    expect(saved.slug).toMatch(/^same-name-/);
  });

  it('answers 413 to a body over the cap: by Content-Length unread, else once the stream passes it', async () => {
    const business = await someBusiness(7);
    const twoMegabytes = 2 * 1024 * 1024;
    const big = await patch(business.id, { description: 'x'.repeat(twoMegabytes) });
    expect(big.status).toBe(413);
    expect((await big.json()).error.message).toMatch(/too large/);

    const declared = countedBody(twoMegabytes);
    const refused = await patch(business.id, undefined, {
      body: declared.stream,
      duplex: 'half',
      headers: {
        cookie,
        origin: 'http://localhost',
        ...ADMIN_REQUEST_HEADERS,
        'content-length': String(twoMegabytes),
      },
    } as RequestInit);
    expect(refused.status).toBe(413);
    // Only what the stream buffers ahead on its own: the handler read nothing.
    expect(declared.counter.pulled).toBeLessThanOrEqual(16 * 1024);

    // No Content-Length (a chunked upload): reading stops at the cap, not at 2 MB.
    const chunked = countedBody(twoMegabytes);
    const streamed = await patch(business.id, undefined, {
      body: chunked.stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(chunked.counter.pulled).toBeLessThan(ADMIN_JSON_MAX_BYTES + 64 * 1024);
    expect(await db.business.findUniqueOrThrow({ where: { id: business.id } })).toEqual(business);
  });

  it('answers 404 for an unknown business', async () => {
    expect((await patch('00000000-0000-4000-8000-000000000000', { name: 'X' })).status).toBe(404);
    expect((await patch('not-a-uuid', { name: 'X' })).status).toBe(404);
  });
});

describe('DELETE /api/admin/businesses/[id]', () => {
  it('deletes one business, then answers 404', async () => {
    const business = await someBusiness(2);
    const remove = () =>
      deleteOne(
        new Request(`http://localhost/api/admin/businesses/${business.id}`, {
          method: 'DELETE',
          headers: { cookie },
        }),
        withId(business.id),
      );
    expect((await remove()).status).toBe(200);
    expect(await db.business.findUnique({ where: { id: business.id } })).toBeNull();
    expect(revalidations.tags).toEqual(
      expect.arrayContaining([`business:${business.id}`, `slug:${business.slug}`, 'counts']),
    );
    expect(revalidations.tags).not.toContain('businesses');
    expect((await remove()).status).toBe(404);
  });
});

describe('DELETE /api/admin/delete-all', () => {
  it('deletes every business and import, says how many, and revalidates', async () => {
    await db.import.create({ data: { fileName: 'a.xlsx', imported: 3 } });
    const before = await db.business.count();
    expect(before).toBeGreaterThan(1000);
    const response = await deleteAll(
      new Request('http://localhost/api/admin/delete-all', {
        method: 'DELETE',
        headers: { cookie },
      }),
      noParams,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: `Deleted ${before} businesses and 1 import records`,
    });
    expect(await db.business.count()).toBe(0);
    expect(await db.import.count()).toBe(0);
    expect(revalidations.tags).toEqual(['businesses']);
  });
});
