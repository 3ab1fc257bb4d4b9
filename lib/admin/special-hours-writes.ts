import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { ApiError, notFound } from '@/lib/errors';
import { db } from '@/lib/db';
import { tagsOfChange } from '@/lib/cache/business-tags';
import { expireTags } from '@/lib/cache/data-cache';
import { toSpecialHours } from '@/lib/data/special-hours';
import { displayIntervals } from '@/lib/hours/display';
import { localDate } from '@/lib/hours/open-now';
import type { SpecialHours } from '@/lib/hours/special-hours';
import { businessTimeZone } from '@/lib/hours/time-zone';
import { indexNowEnabled, queueSlugs, sendIndexNowAfterResponse } from '@/lib/indexnow/outbox';
import { specialHoursInputSchema } from '@/lib/validation/special-hours';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'Business not found';
const ADMIN_SOURCE = 'admin';

const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** The history keeps what a person reads: dates, "10:00–14:00" or "Closed", the label. */
const historyEntry = (entry: SpecialHours) => ({
  from: entry.firstDate,
  to: entry.lastDate,
  hours: displayIntervals(entry.intervals),
  label: entry.label,
});

async function businessOrNotFound(id: string) {
  if (!UUID.test(id)) throw notFound(NOT_FOUND);
  const business = await db.business.findUnique({ where: { id } });
  if (!business) throw notFound(NOT_FOUND);
  return business;
}

/** Entries that end on or after the business's local today: what the editor shows and replaces. */
export async function readUpcomingSpecialHours(id: string, now = new Date()) {
  const business = await businessOrNotFound(id);
  const today = localDate(now, businessTimeZone(business));
  const rows = await db.specialHours.findMany({
    where: { businessId: id, lastDate: { gte: asDate(today) } },
    orderBy: { firstDate: 'asc' },
  });
  return { today, entries: rows.map(toSpecialHours) };
}

// Replaces the upcoming entries (past ones stay) and, as an edit does, records history,
// moves updated_at (lastmod), expires the business's cached reads and queues IndexNow.
export async function replaceSpecialHours(id: string, input: unknown, now = new Date()) {
  const { entries } = specialHoursInputSchema.parse(input);
  const existing = await businessOrNotFound(id);
  const today = localDate(now, businessTimeZone(existing));
  const past = entries.findIndex((entry) => entry.lastDate < today);
  if (past >= 0)
    throw new ApiError(400, `Invalid request: entries.${past}.lastDate: is in the past`, [
      { path: `entries.${past}.lastDate`, message: 'is in the past' },
    ]);
  const next = [...entries].sort((a, b) => a.firstDate.localeCompare(b.firstDate));
  const result = await db.$transaction(async (tx) => {
    // Serialises two saves of one business, so each history entry's `old` is what it replaced.
    await tx.$queryRaw`SELECT 1 FROM businesses WHERE id = ${id}::uuid FOR UPDATE`;
    const upcoming = { businessId: id, lastDate: { gte: asDate(today) } };
    const current = (
      await tx.specialHours.findMany({ where: upcoming, orderBy: { firstDate: 'asc' } })
    ).map(toSpecialHours);
    if (isDeepStrictEqual(current, next)) return null;
    await tx.specialHours.deleteMany({ where: upcoming });
    await tx.specialHours.createMany({
      data: next.map((entry) => ({
        businessId: id,
        firstDate: asDate(entry.firstDate),
        lastDate: asDate(entry.lastDate),
        intervals: entry.intervals,
        label: entry.label,
      })),
    });
    const updated = await tx.business.update({ where: { id }, data: { updatedAt: now } });
    await tx.businessChange.create({
      data: {
        businessId: id,
        slug: existing.slug,
        source: ADMIN_SOURCE,
        changes: {
          specialHours: { old: current.map(historyEntry), new: next.map(historyEntry) },
        },
      },
    });
    return updated;
  });
  if (!result) return { changed: false, entries: next };
  if (indexNowEnabled()) await queueSlugs([existing.slug]);
  await expireTags(await tagsOfChange(existing, result));
  sendIndexNowAfterResponse();
  return { changed: true, entries: next };
}
