import { displayIntervals } from './display';
import type { Interval } from './types';

/** Hours or a closure (no intervals) for a range of the business's local dates, both inclusive. */
export type SpecialHours = {
  firstDate: string;
  lastDate: string;
  intervals: Interval[];
  label: string | null;
};

/** How far ahead the detail page lists special hours, as it does bank holidays. */
export const SPECIAL_HOURS_AHEAD_DAYS = 14;

/** "2026-12-24" plus `days`, by the calendar (no zone: dates, not instants). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The entry covering a local date; entries never overlap (the admin schema refuses it). */
export function specialHoursOn(
  entries: readonly SpecialHours[] | undefined,
  date: string,
): SpecialHours | null {
  return entries?.find((entry) => entry.firstDate <= date && date <= entry.lastDate) ?? null;
}

/** Entries from `today` to `days` ahead, earliest first. */
export function upcomingSpecialHours(
  entries: readonly SpecialHours[] | undefined,
  today: string,
  days = SPECIAL_HOURS_AHEAD_DAYS,
): SpecialHours[] {
  const last = addDays(today, days);
  return (entries ?? [])
    .filter((entry) => entry.lastDate >= today && entry.firstDate <= last)
    .sort((a, b) => a.firstDate.localeCompare(b.firstDate));
}

const SHORT_DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "Mon 30 Nov" for "2026-11-30" (en-GB's comma after the weekday goes). */
export const shortDay = (date: string) =>
  SHORT_DAY.format(new Date(`${date}T00:00:00Z`)).replace(',', '');

/** "Thu 24 Dec: 10:00–14:00 (Christmas Eve)", "Fri 25 Dec – Sat 26 Dec: Closed". */
export function describeSpecialHours(entry: SpecialHours): string {
  const days =
    entry.firstDate === entry.lastDate
      ? shortDay(entry.firstDate)
      : `${shortDay(entry.firstDate)} \u2013 ${shortDay(entry.lastDate)}`;
  return `${days}: ${displayIntervals(entry.intervals)}${entry.label ? ` (${entry.label})` : ''}`;
}
