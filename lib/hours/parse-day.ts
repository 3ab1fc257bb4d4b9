import { mergeIntervals } from './intervals';
import { MINUTES_PER_DAY, type Interval } from './types';

type Meridiem = 'am' | 'pm';

/** One side of a range as written, before we know which half of the day it is in. */
type Clock = {
  hour: number;
  minute: number;
  meridiem: Meridiem | null;
  /** Written so that only a 24-hour clock makes sense ("09:00", "17:30", "0:30"). */
  twentyFourHour: boolean;
};

/**
 * Folds the typographic variants scrapers emit (U+202F before "pm", en/em dashes, "p.m.")
 * into plain lower-case ASCII, so a single grammar covers every export.
 */
export function cleanHoursText(text: string): string {
  return text
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g, '-')
    .toLowerCase()
    .replace(/(^|[^a-z])([ap])\.\s?m\b\.?/g, '$1$2m')
    .replace(/\s+/g, ' ')
    .trim();
}

const CLOSED = /^(?:closed|closed all day|close)$/;
const ALL_DAY = /^(?:open )?(?:24 ?(?:hours|hrs?|h)(?: a day)?|24\/7)$/;

const WORD_CLOCKS: Record<string, Clock> = {
  noon: { hour: 12, minute: 0, meridiem: 'pm', twentyFourHour: false },
  midday: { hour: 12, minute: 0, meridiem: 'pm', twentyFourHour: false },
  midnight: { hour: 12, minute: 0, meridiem: 'am', twentyFourHour: false },
};

function parseClock(token: string): Clock | null {
  const word = WORD_CLOCKS[token.replace(/^12 /, '')];
  if (word) return word;
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s?(am|pm|a|p)?$/.exec(token);
  if (!match) return null;
  const hourText = match[1] ?? '';
  const hour = Number(hourText);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  const suffix = match[3];
  const meridiem: Meridiem | null =
    suffix === undefined ? null : suffix.startsWith('a') ? 'am' : 'pm';
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    return { hour, minute, meridiem, twentyFourHour: false };
  }
  if (hour > 24 || (hour === 24 && minute !== 0)) return null;
  const twentyFourHour =
    hour === 0 || hour > 12 || (hourText.length === 2 && hourText.startsWith('0'));
  return { hour, minute, meridiem: null, twentyFourHour };
}

function minutesOf(clock: Clock, meridiem: Meridiem | null): number {
  if (meridiem === null) return clock.hour * 60 + clock.minute;
  return ((clock.hour % 12) + (meridiem === 'pm' ? 12 : 0)) * 60 + clock.minute;
}

/** As a closing time, 12AM / 00:00 is the midnight that ends the day, not the one starting it. */
function asClose(minutes: number): number {
  return minutes === 0 ? MINUTES_PER_DAY : minutes;
}

const otherHalf = (m: Meridiem): Meridiem => (m === 'am' ? 'pm' : 'am');

/**
 * Decides the open/close minutes of a range. Google writes the meridiem once when both ends
 * share it ("4-11pm", "12-9PM"), so a bare start takes the end's meridiem, unless that puts
 * it after the end: "11-2PM" can only mean 11am (Google would have written "11pm-2pm"
 * otherwise, which is no range at all), and "8-1am" means 8pm.
 */
function resolveRange(start: Clock, end: Clock): Interval | null {
  let open: number;
  let close: number;
  if (start.meridiem && end.meridiem) {
    open = minutesOf(start, start.meridiem);
    close = asClose(minutesOf(end, end.meridiem));
  } else if (end.meridiem) {
    close = asClose(minutesOf(end, end.meridiem));
    if (start.twentyFourHour) {
      open = minutesOf(start, null);
    } else {
      open = minutesOf(start, end.meridiem);
      if (open >= close) open = minutesOf(start, otherHalf(end.meridiem));
    }
  } else if (start.meridiem) {
    open = minutesOf(start, start.meridiem);
    if (end.twentyFourHour) {
      close = asClose(minutesOf(end, null));
    } else {
      // "9am-5" means 5pm: take the first reading of the bare end that comes after opening.
      const am = minutesOf(end, 'am');
      const pm = minutesOf(end, 'pm');
      close = asClose(am > open ? am : pm > open ? pm : am);
    }
  } else {
    open = minutesOf(start, null);
    close = asClose(minutesOf(end, null));
    // Nobody opens 9:00 until 05:00 the next morning; "9-5" is shorthand for 9 to 17.
    // A real overnight range in 24-hour notation says so ("18:00-02:00", "22-2").
    if (close <= open && !start.twentyFourHour && !end.twentyFourHour) close += 720;
  }
  if (open >= MINUTES_PER_DAY) return null;
  if (close <= open) close += MINUTES_PER_DAY;
  return { open, close };
}

function parseRange(part: string): Interval[] | null {
  if (CLOSED.test(part)) return [];
  if (ALL_DAY.test(part)) return [{ open: 0, close: MINUTES_PER_DAY }];
  const sides = part.split(/\s*(?:-|\bto\b|\buntil\b|\btill\b)\s*/);
  if (sides.length !== 2) return null;
  const start = parseClock(sides[0] ?? '');
  const end = parseClock(sides[1] ?? '');
  if (!start || !end) return null;
  const interval = resolveRange(start, end);
  return interval ? [interval] : null;
}

/**
 * Parses one day's text: "Closed", "Open 24 hours", or ranges separated by commas
 * ("11:30am-2:30pm,5:30-11pm", "9:00 AM – 5:00 PM", "09:00 to 17:30"). Returns the merged,
 * sorted intervals ([] = closed), or null when any part cannot be read: a half-understood
 * day would show wrong hours, and unknown is more honest.
 */
export function parseDayText(text: string): Interval[] | null {
  const cleaned = cleanHoursText(text);
  if (!cleaned) return null;
  const parts = cleaned.split(/\s*(?:,|;|&|\band\b)\s*/).filter((part) => part !== '');
  if (parts.length === 0) return null;
  const intervals: Interval[] = [];
  for (const part of parts) {
    const parsed = parseRange(part);
    if (!parsed) return null;
    intervals.push(...parsed);
  }
  return mergeIntervals(intervals);
}
