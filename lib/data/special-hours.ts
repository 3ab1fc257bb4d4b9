import 'server-only';
import type { Business, SpecialHours as SpecialHoursRow } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { ukDate } from '@/lib/hours/bank-holidays';
import { addDays, type SpecialHours } from '@/lib/hours/special-hours';
import type { Interval } from '@/lib/hours/types';
import { toBusinessDto } from './business-dto';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function toSpecialHours(row: SpecialHoursRow): SpecialHours {
  return {
    firstDate: isoDate(row.firstDate),
    lastDate: isoDate(row.lastDate),
    intervals: row.intervals as Interval[],
    label: row.label,
  };
}

/** From yesterday in the UK: a business in a zone behind it may still be on that date. */
export const specialHoursFrom = (now: Date) => new Date(`${addDays(ukDate(now), -1)}T00:00:00Z`);

// Current and upcoming entries of a page's businesses in one query (each within MAX_SPECIAL_HOURS).
export async function specialHoursOf(
  ids: readonly string[],
  now = new Date(),
): Promise<Map<string, SpecialHours[]>> {
  const byBusiness = new Map<string, SpecialHours[]>();
  if (ids.length === 0) return byBusiness;
  const rows = await db.specialHours.findMany({
    where: { businessId: { in: [...ids] }, lastDate: { gte: specialHoursFrom(now) } },
    orderBy: [{ businessId: 'asc' }, { firstDate: 'asc' }],
  });
  for (const row of rows) {
    const list = byBusiness.get(row.businessId) ?? [];
    list.push(toSpecialHours(row));
    byBusiness.set(row.businessId, list);
  }
  return byBusiness;
}

/** Business rows as DTOs with their special hours, so every badge follows the same precedence. */
export async function toBusinessDtos(rows: Business[]) {
  const special = await specialHoursOf(rows.map((row) => row.id));
  return rows.map((row) => toBusinessDto(row, new Date(), special.get(row.id)));
}
