import { previousDay } from './days';
import { DAYS, MINUTES_PER_DAY, type Day, type WeeklyHours } from './types';

const DEFAULT_TIME_ZONE = 'Europe/London';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-GB with h23 gives stable English weekday names and "00".."23" hours on every ICU build.
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function isDay(text: string): text is Day {
  return (DAYS as readonly string[]).includes(text);
}

/**
 * Wall-clock weekday and minute of the day in the zone. Intl applies the zone's own rules, so
 * BST starting and ending needs no special handling here.
 */
export function wallClock(
  at: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): { day: Day; minutes: number } {
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const weekday = part('weekday');
  if (!isDay(weekday)) throw new RangeError(`Unexpected weekday "${weekday}" for ${timeZone}`);
  return { day: weekday, minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
}

/** The weekday in Europe/London (or the given zone) for a Date, e.g. for highlighting "today". */
export function dayInTimeZone(at: Date, timeZone: string = DEFAULT_TIME_ZONE): Day {
  return wallClock(at, timeZone).day;
}

/**
 * Is the business open at `at` in Europe/London? Opening time is inclusive, closing time
 * exclusive. A range past midnight from yesterday ("Monday 6PM-2AM" at 01:30 Tuesday) counts.
 * null when today's hours are unknown and no known range covers the moment. When only
 * yesterday is unknown we answer from today's entry: Google lists the after-midnight tail of
 * a late night in the next day's own hours too ("12-2AM, 11AM-11PM").
 */
export function isOpenAt(
  hours: WeeklyHours | null,
  at: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean | null {
  if (!hours || Number.isNaN(at.getTime())) return null;
  const { day, minutes } = wallClock(at, timeZone);
  const today = hours[day];
  if (today?.some((i) => i.open <= minutes && minutes < i.close)) return true;
  const sinceYesterday = minutes + MINUTES_PER_DAY;
  const yesterday = hours[previousDay(day)];
  if (yesterday?.some((i) => i.open <= sinceYesterday && sinceYesterday < i.close)) return true;
  return today === undefined ? null : false;
}
