import { describe, expect, it } from 'vitest';
import { formatIntervals } from './format';
import { parseDayText } from './parse-day';
import type { Interval } from './types';

const at = (hour: number, minute = 0) => hour * 60 + minute;
const range = (open: number, close: number): Interval => ({ open, close });

describe('formatIntervals', () => {
  it('writes Closed and Open 24 hours', () => {
    expect(formatIntervals([])).toBe('Closed');
    expect(formatIntervals([range(0, 1440)])).toBe('Open 24 hours');
  });

  it('writes both meridiems when they differ', () => {
    expect(formatIntervals([range(at(9), at(17, 30)), range(at(18), at(26))])).toBe(
      '9AM-5:30PM, 6PM-2AM',
    );
  });

  it('writes a shared meridiem once, as Google does', () => {
    expect(formatIntervals([range(at(11, 30), at(14, 30)), range(at(17, 30), at(23))])).toBe(
      '11:30AM-2:30PM, 5:30-11PM',
    );
    expect(formatIntervals([range(at(12), at(21))])).toBe('12-9PM');
    expect(formatIntervals([range(0, at(1))])).toBe('12-1AM');
  });

  it('writes closing at midnight and past midnight with both meridiems', () => {
    expect(formatIntervals([range(at(6), 1440)])).toBe('6AM-12AM');
    expect(formatIntervals([range(at(18), 1440)])).toBe('6PM-12AM');
    expect(formatIntervals([range(at(12), at(27))])).toBe('12PM-3AM');
    expect(formatIntervals([range(at(1), at(25))])).toBe('1AM-1AM');
  });

  it('sorts and merges before writing', () => {
    expect(formatIntervals([range(at(13), at(17)), range(at(9), at(13))])).toBe('9AM-5PM');
  });

  it('produces text that parses back to the same intervals', () => {
    const days: Interval[][] = [
      [range(at(9), at(17))],
      [range(0, at(4)), range(at(9), at(28))],
      [range(at(12, 30), at(12, 45))],
      [range(0, at(0, 15))],
      [range(at(6), at(29, 55))],
      [range(at(23), at(47))],
      [range(at(11, 30), at(14, 30)), range(at(17, 30), 1440)],
    ];
    for (const intervals of days) {
      const text = formatIntervals(intervals);
      expect(parseDayText(text), text).toEqual(intervals);
    }
  });
});
