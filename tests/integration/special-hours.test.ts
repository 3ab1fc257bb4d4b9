// Special hours (issue 44 item 6) against real PostgreSQL: open-now search follows them over a
// bank holiday and the usual hours; the admin API validates (400), replaces the upcoming list,
// records the change in the business's history, moves lastmod and expires the business's reads.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET, PUT } from '@/app/api/admin/businesses/[id]/special-hours/route';
import { ADMIN_REQUEST_HEADERS } from '@/lib/auth/admin-request-header';
import { replaceSpecialHours } from '@/lib/admin/special-hours-writes';
import { getBusinessPage } from '@/lib/data/businesses';
import { db } from '@/lib/db';
import { CACHE_TAGS } from '@/lib/cache/data-cache';
import { searchBusinesses } from '@/lib/search/search-businesses';
import { adminSessionCookie } from '@/tests/support/admin-session';
import { WEEKDAYS_9_TO_5 } from '@/tests/support/hours';
import { revalidations } from '@/tests/support/next-cache';
import { fixture, loadFixtures } from './search-fixtures';

let ids: Map<string, string>;
let cookie: string;

beforeAll(async () => {
  const cafe = (name: string, zipCode: string) =>
    fixture({ name, category: 'Cafe', zipCode, openingHours: WEEKDAYS_9_TO_5 });
  ids = await loadFixtures([
    cafe('Glasgow Cafe', 'G2 3AA'),
    cafe('Leeds Cafe', 'LS1 6BY'),
    cafe('Leeds Christmas Cafe', 'LS2 7EW'),
    cafe('Leeds Refit Cafe', 'LS6 2AB'),
    cafe('Glasgow Saint Cafe', 'G1 1XQ'),
    fixture({
      name: 'Chicago Diner',
      category: 'Diner',
      country: 'United States',
      zipCode: '60601',
      openingHours: Object.fromEntries(
        Object.keys(WEEKDAYS_9_TO_5).map((day) => [day, 'Open 24 hours']),
      ),
    }),
  ]);
  await db.business.update({
    where: { id: ids.get('Chicago Diner')! },
    data: { timeZone: 'America/Chicago' },
  });
  cookie = await adminSessionCookie();
});
beforeEach(() => {
  revalidations.tags.length = 0;
});

const openAt = async (iso: string, q = 'cafe') =>
  (await searchBusinesses({ limit: 50, offset: 0, q, openAt: Date.parse(iso) })).businesses
    .map((business) => business.name)
    .sort();

const put = (id: string, body: unknown) =>
  PUT(
    new Request(`http://localhost/api/admin/businesses/${id}/special-hours`, {
      method: 'PUT',
      headers: {
        cookie,
        'content-type': 'application/json',
        origin: 'http://localhost',
        ...ADMIN_REQUEST_HEADERS,
      },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id }) },
  );

describe('open-now search', () => {
  beforeAll(async () => {
    // Written through the admin path as of 1 Nov 2026, so dates in the tests below are upcoming.
    const asOf = new Date('2026-11-01T12:00:00Z');
    await replaceSpecialHours(
      ids.get('Leeds Christmas Cafe')!,
      {
        entries: [
          {
            firstDate: '2026-12-25',
            lastDate: '2026-12-25',
            closed: false,
            hours: '10:00-14:00',
            label: 'Christmas Day',
          },
        ],
      },
      asOf,
    );
    await replaceSpecialHours(
      ids.get('Leeds Refit Cafe')!,
      {
        entries: [
          { firstDate: '2026-11-23', lastDate: '2026-11-24', closed: true, label: 'Refit' },
        ],
      },
      asOf,
    );
    await replaceSpecialHours(
      ids.get('Glasgow Saint Cafe')!,
      {
        entries: [
          { firstDate: '2026-11-30', lastDate: '2026-11-30', closed: false, hours: '11:00-13:00' },
        ],
      },
      asOf,
    );
  });

  it('reads a business’s special dates in its own zone', async () => {
    await replaceSpecialHours(
      ids.get('Chicago Diner')!,
      { entries: [{ firstDate: '2026-11-23', lastDate: '2026-11-23', closed: true }] },
      new Date('2026-11-01T12:00:00Z'),
    );
    // 02:00 UTC on 24 Nov is still 23 Nov (20:00) in Chicago; 12:00 UTC is 06:00 on the 24th.
    expect(await openAt('2026-11-24T02:00:00Z', 'diner')).toEqual([]);
    expect(await openAt('2026-11-24T12:00:00Z', 'diner')).toEqual(['Chicago Diner']);
  });

  it('drops a business closed by special hours on an ordinary Monday', async () => {
    expect(await openAt('2026-11-23T12:00:00Z')).toEqual([
      'Glasgow Cafe',
      'Glasgow Saint Cafe',
      'Leeds Cafe',
      'Leeds Christmas Cafe',
    ]);
    // The day after the closure it is back by its usual hours.
    expect(await openAt('2026-11-25T12:00:00Z')).toContain('Leeds Refit Cafe');
  });

  it('keeps a business open on a bank holiday within its special hours only', async () => {
    expect(await openAt('2026-12-25T12:00:00Z')).toEqual(['Leeds Christmas Cafe']);
    expect(await openAt('2026-12-25T15:00:00Z')).toEqual([]);
    // St Andrew's Day: Glasgow's special 11-13 decide for it, both ways.
    expect(await openAt('2026-11-30T12:00:00Z')).toEqual([
      'Glasgow Saint Cafe',
      'Leeds Cafe',
      'Leeds Christmas Cafe',
      'Leeds Refit Cafe',
    ]);
    expect(await openAt('2026-11-30T14:00:00Z')).toEqual([
      'Leeds Cafe',
      'Leeds Christmas Cafe',
      'Leeds Refit Cafe',
    ]);
  });
});

describe('PUT /api/admin/businesses/[id]/special-hours', () => {
  it('answers 400 with a message for a bad range, overlaps or unreadable hours; stores nothing', async () => {
    const id = ids.get('Leeds Cafe')!;
    const bad = [
      { firstDate: '2099-12-26', lastDate: '2099-12-24', closed: true },
      { firstDate: '2099-12-24', lastDate: '2099-12-24', closed: false, hours: 'whenever' },
      { firstDate: 'tomorrow', lastDate: '2099-12-24', closed: true },
      { firstDate: '2020-12-24', lastDate: '2020-12-24', closed: true },
    ];
    for (const entry of bad) {
      const response = await put(id, { entries: [entry] });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(/^Invalid request: entries\.0\./);
    }
    const overlap = await put(id, {
      entries: [
        { firstDate: '2099-12-24', lastDate: '2099-12-26', closed: true },
        { firstDate: '2099-12-26', lastDate: '2099-12-26', closed: false, hours: '10:00-12:00' },
      ],
    });
    expect(overlap.status).toBe(400);
    expect((await overlap.json()).error.message).toContain('overlaps another entry');
    expect((await put(id, { entries: {} })).status).toBe(400);
    expect(await db.specialHours.count({ where: { businessId: id } })).toBe(0);
  });

  it('saves a closure with history, lastmod and cache expiry; the page data carries it', async () => {
    const id = ids.get('Leeds Cafe')!;
    const before = await db.business.findUniqueOrThrow({ where: { id } });
    const closure = {
      firstDate: '2099-12-24',
      lastDate: '2099-12-26',
      closed: true,
      label: 'Christmas',
    };
    const response = await put(id, { entries: [closure] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: 'Special hours saved' });

    const after = await db.business.findUniqueOrThrow({ where: { id } });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(revalidations.tags).toContain(CACHE_TAGS.slug(after.slug));
    const [change] = await db.businessChange.findMany({
      where: { businessId: id },
      orderBy: { id: 'desc' },
      take: 1,
    });
    expect(change).toMatchObject({
      source: 'admin',
      changes: {
        specialHours: {
          old: [],
          new: [{ from: '2099-12-24', to: '2099-12-26', hours: 'Closed', label: 'Christmas' }],
        },
      },
    });

    const listed = await GET(
      new Request(`http://localhost/api/admin/businesses/${id}/special-hours`, {
        headers: { cookie },
      }),
      {
        params: Promise.resolve({ id }),
      },
    );
    expect((await listed.json()).entries).toEqual([
      { firstDate: '2099-12-24', lastDate: '2099-12-26', intervals: [], label: 'Christmas' },
    ]);
    const page = await getBusinessPage(after.slug);
    expect(page?.business.specialHours).toEqual([
      { firstDate: '2099-12-24', lastDate: '2099-12-26', intervals: [], label: 'Christmas' },
    ]);

    // The same list again changes nothing and records nothing.
    const changes = await db.businessChange.count({ where: { businessId: id } });
    expect(await (await put(id, { entries: [closure] })).json()).toMatchObject({
      message: 'Special hours unchanged',
    });
    expect(await db.businessChange.count({ where: { businessId: id } })).toBe(changes);

    // Clearing the list is recorded too.
    expect((await put(id, { entries: [] })).status).toBe(200);
    expect(await db.specialHours.count({ where: { businessId: id } })).toBe(0);
  });

  it('answers 404 for an unknown business and 401 without a session', async () => {
    expect((await put('00000000-0000-4000-8000-000000000000', { entries: [] })).status).toBe(404);
    const anonymous = await PUT(
      new Request('http://localhost/api/admin/businesses/x/special-hours', {
        method: 'PUT',
        headers: { origin: 'http://localhost', ...ADMIN_REQUEST_HEADERS },
        body: '{"entries":[]}',
      }),
      { params: Promise.resolve({ id: 'x' }) },
    );
    expect(anonymous.status).toBe(401);
  });

  it('drops a deleted business’s special hours with it', async () => {
    const id = ids.get('Leeds Refit Cafe')!;
    expect(await db.specialHours.count({ where: { businessId: id } })).toBe(1);
    await db.business.delete({ where: { id } });
    expect(await db.specialHours.count({ where: { businessId: id } })).toBe(0);
  });
});
