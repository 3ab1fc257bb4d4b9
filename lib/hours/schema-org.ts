import { isOpen24Hours, mergeIntervals, sameIntervals } from './intervals';
import type { SpecialHours } from './special-hours';
import { DAYS, MINUTES_PER_DAY, type Day, type Interval, type WeeklyHours } from './types';

export type OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
};

function hhmm(minutes: number): string {
  const ofDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(ofDay / 60)).padStart(2, '0')}:${String(ofDay % 60).padStart(2, '0')}`;
}

// Google reads "00:00"-"00:00" as closed, so 24 hours closes at "23:59" as Google documents.
function closesText({ open, close }: Interval): string {
  return close - open >= MINUTES_PER_DAY ? hhmm(open - 1) : hhmm(close);
}

/** Derived only from the data: equal consecutive days grouped; closed and unknown days omitted. */
export function toOpeningHoursSpecification(
  hours: WeeklyHours | null,
): OpeningHoursSpecification[] {
  if (!hours) return [];
  const groups: Array<{ days: Day[]; lastIndex: number; intervals: Interval[] }> = [];
  DAYS.forEach((day, index) => {
    const raw = hours[day];
    if (!raw) return;
    const intervals = mergeIntervals(raw);
    if (intervals.length === 0) return;
    const last = groups[groups.length - 1];
    if (last && last.lastIndex === index - 1 && sameIntervals(last.intervals, intervals)) {
      last.days.push(day);
      last.lastIndex = index;
    } else {
      groups.push({ days: [day], lastIndex: index, intervals });
    }
  });
  return groups.flatMap(({ days, intervals }) => {
    const dayOfWeek = days.map((day) => `https://schema.org/${day}`);
    if (isOpen24Hours(intervals)) {
      return [
        {
          '@type': 'OpeningHoursSpecification' as const,
          dayOfWeek,
          opens: '00:00',
          closes: '23:59',
        },
      ];
    }
    return intervals.map((interval) => ({
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: [...dayOfWeek],
      opens: hhmm(interval.open),
      closes: closesText(interval),
    }));
  });
}

export type SpecialOpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification';
  opens: string;
  closes: string;
  validFrom: string;
  validThrough: string;
};

/** The admin's special hours from `today` on; a closure opens and closes at "00:00", as schema.org documents. */
export function toSpecialOpeningHoursSpecification(
  entries: readonly SpecialHours[],
  today: string,
): SpecialOpeningHoursSpecification[] {
  return entries
    .filter((entry) => entry.lastDate >= today)
    .sort((a, b) => a.firstDate.localeCompare(b.firstDate))
    .flatMap(({ firstDate, lastDate, intervals }) => {
      const valid = { validFrom: firstDate, validThrough: lastDate };
      const times =
        intervals.length === 0
          ? [{ opens: '00:00', closes: '00:00' }]
          : mergeIntervals(intervals).map((interval) => ({
              opens: hhmm(interval.open),
              closes: closesText(interval),
            }));
      return times.map((time) => ({
        '@type': 'OpeningHoursSpecification' as const,
        ...time,
        ...valid,
      }));
    });
}
