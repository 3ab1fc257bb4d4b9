import { previousDay } from './days';
import { DAYS, MINUTES_PER_DAY, type Day, type WeeklyHours } from './types';

const DEFAULT_TIME_ZONE = 'Europe/London';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per kind and zone: building one costs far more than using it. */
function formatterFor(kind: 'clock' | 'date', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter =
      kind === 'clock'
        ? // en-GB with h23 gives stable English weekday names and "00".."23" hours on every ICU build.
          new Intl.DateTimeFormat('en-GB', {
            timeZone,
            weekday: 'long',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          })
        : // en-CA writes ISO dates.
          new Intl.DateTimeFormat('en-CA', {
            timeZone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
          });
    formatters.set(key, formatter);
  }
  return formatter;
}

function isDay(text: string): text is Day {
  return (DAYS as readonly string[]).includes(text);
}

// Zone offsets are whole minutes, so one minute in one zone has one answer; a render asks often.
let memoMinute = Number.NaN;
const minuteMemo = new Map<string, { day: Day; minutes: number } | string>();

function sameMinute<T extends { day: Day; minutes: number } | string>(
  key: string,
  at: Date,
  compute: () => T,
): T {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== memoMinute) {
    minuteMemo.clear();
    memoMinute = minute;
  }
  let value = minuteMemo.get(key) as T | undefined;
  if (value === undefined) {
    value = compute();
    minuteMemo.set(key, value);
  }
  return value;
}

/** Intl applies the zone's own rules, so BST needs no special handling. */
export function wallClock(
  at: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): { day: Day; minutes: number } {
  return sameMinute(`clock ${timeZone}`, at, () => {
    const parts = formatterFor('clock', timeZone).formatToParts(at);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((p) => p.type === type)?.value ?? '';
    const weekday = part('weekday');
    if (!isDay(weekday)) throw new RangeError(`Unexpected weekday "${weekday}" for ${timeZone}`);
    return { day: weekday, minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
  });
}

/** The calendar date of an instant in a zone, "2026-12-25". */
export function localDate(at: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return sameMinute(`date ${timeZone}`, at, () => formatterFor('date', timeZone).format(at));
}

export function dayInTimeZone(at: Date, timeZone: string = DEFAULT_TIME_ZONE): Day {
  return wallClock(at, timeZone).day;
}

/** Google lists a late night's after-midnight tail in the next day's hours too, so an unknown yesterday is fine. */
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
