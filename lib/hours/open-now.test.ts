import { describe, expect, it, vi } from 'vitest';
import { dayInTimeZone, isOpenAt, wallClock } from './open-now';
import { parseOpeningHours } from './parse';
import type { WeeklyHours } from './types';

const everyDay = (text: string): WeeklyHours | null =>
  parseOpeningHours(
    Object.fromEntries(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [
        d,
        text,
      ]),
    ),
  );

const nineToFive = everyDay('9AM-5PM');
// 2026-01-05 is a Monday in winter, when London is on GMT (= UTC).
const utc = (iso: string) => new Date(`${iso}Z`);

describe('wallClock / dayInTimeZone', () => {
  it('gives the London weekday and minute of the day', () => {
    expect(wallClock(utc('2026-01-05T09:30:00'))).toEqual({ day: 'Monday', minutes: 570 });
    expect(wallClock(utc('2026-06-01T08:30:00'))).toEqual({ day: 'Monday', minutes: 570 });
  });

  it('changes day at London midnight, not UTC midnight', () => {
    expect(dayInTimeZone(utc('2026-01-04T23:30:00'))).toBe('Sunday');
    // 23:30 UTC on Sunday 7 June is 00:30 BST on Monday.
    expect(dayInTimeZone(utc('2026-06-07T23:30:00'))).toBe('Monday');
  });

  it('honours another time zone', () => {
    expect(dayInTimeZone(utc('2026-01-05T03:00:00'), 'America/New_York')).toBe('Sunday');
    expect(wallClock(utc('2026-01-05T03:00:00'), 'America/New_York')).toEqual({
      day: 'Sunday',
      minutes: 22 * 60,
    });
  });
});

describe('wallClock within one minute', () => {
  it('formats once per zone and minute, and again in the next minute', () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const at = utc('2031-03-04T10:15:07');
    wallClock(at, 'Asia/Kathmandu');
    wallClock(new Date(at.getTime() + 40_000), 'Asia/Kathmandu');
    expect(formatToParts).toHaveBeenCalledTimes(1);
    // Kathmandu is UTC+5:45: the memo is per minute, so the minute still comes out right.
    expect(wallClock(utc('2031-03-04T10:16:00'), 'Asia/Kathmandu')).toEqual({
      day: 'Tuesday',
      minutes: 16 * 60 + 1,
    });
    expect(formatToParts).toHaveBeenCalledTimes(2);
    formatToParts.mockRestore();
  });
});

describe('isOpenAt', () => {
  it('is open exactly at opening time and closed exactly at closing time', () => {
    expect(isOpenAt(nineToFive, utc('2026-01-05T08:59:59'))).toBe(false);
    expect(isOpenAt(nineToFive, utc('2026-01-05T09:00:00'))).toBe(true);
    expect(isOpenAt(nineToFive, utc('2026-01-05T16:59:59'))).toBe(true);
    expect(isOpenAt(nineToFive, utc('2026-01-05T17:00:00'))).toBe(false);
  });

  it('uses BST in summer: 08:30 UTC is 09:30 in London', () => {
    expect(isOpenAt(nineToFive, utc('2026-06-01T08:30:00'))).toBe(true);
    expect(isOpenAt(nineToFive, utc('2026-06-01T16:00:00'))).toBe(false);
  });

  it('switches to BST on 2026-03-29', () => {
    // The Saturday before is still GMT: 08:30 UTC is 08:30 in London.
    expect(isOpenAt(nineToFive, utc('2026-03-28T08:30:00'))).toBe(false);
    // Sunday after 01:00 UTC is BST: 08:30 UTC is 09:30 in London.
    expect(isOpenAt(nineToFive, utc('2026-03-29T08:30:00'))).toBe(true);
    expect(isOpenAt(nineToFive, utc('2026-03-29T16:00:00'))).toBe(false);
  });

  it('switches back to GMT on 2026-10-25', () => {
    // Saturday 24 October is still BST: 08:30 UTC is 09:30 in London.
    expect(isOpenAt(nineToFive, utc('2026-10-24T08:30:00'))).toBe(true);
    // From 01:00 UTC on Sunday London is on GMT again.
    expect(isOpenAt(nineToFive, utc('2026-10-25T08:30:00'))).toBe(false);
    expect(isOpenAt(nineToFive, utc('2026-10-25T09:30:00'))).toBe(true);
    expect(isOpenAt(nineToFive, utc('2026-10-25T16:30:00'))).toBe(true);
  });

  it('counts both 01:30s of the repeated hour on 2026-10-25', () => {
    const lateSaturday = parseOpeningHours({ Saturday: '6PM-2AM', Sunday: 'Closed' });
    expect(isOpenAt(lateSaturday, utc('2026-10-25T00:30:00'))).toBe(true); // 01:30 BST
    expect(isOpenAt(lateSaturday, utc('2026-10-25T01:30:00'))).toBe(true); // 01:30 GMT
    expect(isOpenAt(lateSaturday, utc('2026-10-25T02:00:00'))).toBe(false); // 02:00 GMT
  });

  it('counts a range past midnight from yesterday: Monday 6PM-2AM at 01:30 Tuesday', () => {
    const hours = parseOpeningHours({ Monday: '6PM-2AM', Tuesday: 'Closed' });
    expect(isOpenAt(hours, utc('2026-01-06T01:30:00'))).toBe(true);
    expect(isOpenAt(hours, utc('2026-01-06T02:00:00'))).toBe(false);
    expect(isOpenAt(hours, utc('2026-01-05T17:59:00'))).toBe(false);
    expect(isOpenAt(hours, utc('2026-01-05T23:59:00'))).toBe(true);
  });

  it('still answers from yesterday’s range when today is unknown', () => {
    const hours = parseOpeningHours({ Monday: '6PM-2AM' });
    expect(isOpenAt(hours, utc('2026-01-06T01:30:00'))).toBe(true);
    expect(isOpenAt(hours, utc('2026-01-06T02:00:00'))).toBeNull();
  });

  it('wraps from Sunday to Monday', () => {
    const hours = parseOpeningHours({ Sunday: '8PM-3AM', Monday: 'Closed' });
    expect(isOpenAt(hours, utc('2026-01-05T02:59:00'))).toBe(true);
    expect(isOpenAt(hours, utc('2026-01-05T03:00:00'))).toBe(false);
  });

  it('closes at midnight for 6PM-12AM', () => {
    const hours = parseOpeningHours({ Monday: '6PM-12AM', Tuesday: '9AM-5PM' });
    expect(isOpenAt(hours, utc('2026-01-05T23:59:59'))).toBe(true);
    expect(isOpenAt(hours, utc('2026-01-06T00:00:00'))).toBe(false);
  });

  it('is open at midnight when open 24 hours', () => {
    const hours = everyDay('Open 24 hours');
    expect(isOpenAt(hours, utc('2026-01-06T00:00:00'))).toBe(true);
    expect(isOpenAt(hours, utc('2026-06-01T23:00:00'))).toBe(true);
  });

  it('uses the tail of the night listed at the top of the day', () => {
    const hours = parseOpeningHours({ Tuesday: '12-2AM, 11AM-11PM' });
    expect(isOpenAt(hours, utc('2026-01-06T01:00:00'))).toBe(true);
    expect(isOpenAt(hours, utc('2026-01-06T03:00:00'))).toBe(false);
  });

  it('is false on a closed day', () => {
    const hours = parseOpeningHours({ Monday: 'Closed' });
    expect(isOpenAt(hours, utc('2026-01-05T12:00:00'))).toBe(false);
  });

  it('is null when the hours for the day are unknown', () => {
    const wednesdayOnly = parseOpeningHours('{"Wednesday": ["9AM-6PM"]}');
    expect(isOpenAt(wednesdayOnly, utc('2026-01-08T12:00:00'))).toBeNull(); // Thursday
    expect(isOpenAt(wednesdayOnly, utc('2026-01-07T12:00:00'))).toBe(true);
    expect(isOpenAt(null, utc('2026-01-05T12:00:00'))).toBeNull();
    expect(isOpenAt({}, utc('2026-01-05T12:00:00'))).toBeNull();
    expect(isOpenAt(nineToFive, new Date('not a date'))).toBeNull();
  });

  it('answers in another time zone when asked', () => {
    // 14:30 UTC is 09:30 in New York (EST) and 14:30 in London.
    const newYorkMorning = utc('2026-01-05T14:30:00');
    const morning = everyDay('9AM-12PM');
    expect(isOpenAt(morning, newYorkMorning, 'America/New_York')).toBe(true);
    expect(isOpenAt(morning, newYorkMorning)).toBe(false);
  });
});
