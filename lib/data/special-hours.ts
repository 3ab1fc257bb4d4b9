import 'server-only';
import type { SpecialHours as SpecialHoursRow } from '@/lib/generated/prisma/client';
import type { SpecialHours } from '@/lib/hours/special-hours';
import type { Interval } from '@/lib/hours/types';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function toSpecialHours(row: SpecialHoursRow): SpecialHours {
  return {
    firstDate: isoDate(row.firstDate),
    lastDate: isoDate(row.lastDate),
    intervals: row.intervals as Interval[],
    label: row.label,
  };
}
