import { memoiseByText } from '@/lib/memoise';
import { mergeIntervals } from './intervals';
import { MINUTES_PER_DAY, type Interval } from './types';

type Meridiem = 'am' | 'pm';

type Clock = {
  hour: number;
  minute: number;
  meridiem: Meridiem | null;
  twentyFourHour: boolean;
};

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

// As a closing time, 12AM is the midnight that ends the day.
function asClose(minutes: number): number {
  return minutes === 0 ? MINUTES_PER_DAY : minutes;
}

const otherHalf = (m: Meridiem): Meridiem => (m === 'am' ? 'pm' : 'am');

/** A bare start takes the end's meridiem unless that puts it after the end: "11-2PM" is 11am. */
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
      // "9am-5" means 5pm.
      const am = minutesOf(end, 'am');
      const pm = minutesOf(end, 'pm');
      close = asClose(am > open ? am : pm > open ? pm : am);
    }
  } else {
    open = minutesOf(start, null);
    close = asClose(minutesOf(end, null));
    // Nobody opens 9:00 until 05:00; a real overnight range in 24-hour notation says so ("22-2").
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

/** Null when any part cannot be read: a half-understood day would show wrong hours. */
function readDayText(text: string): Interval[] | null {
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

// Day texts repeat across businesses ("9AM-5PM", "Closed"): each is read once, and shared frozen.
const readDayTextOnce = memoiseByText((text: string) => {
  const intervals = readDayText(text);
  return {
    intervals: intervals && Object.freeze(intervals.map((interval) => Object.freeze(interval))),
  };
});

export function parseDayText(text: string): readonly Interval[] | null {
  return readDayTextOnce(text).intervals;
}
