import { isOpen24Hours, mergeIntervals } from './intervals';
import { parseDayText } from './parse-day';
import { MINUTES_PER_DAY, type Interval } from './types';

function clock(minutes: number): string {
  const ofDay = minutes % MINUTES_PER_DAY;
  return `${Math.floor(ofDay / 60)}:${String(ofDay % 60).padStart(2, '0')}`;
}

export function displayIntervals(intervals: readonly Interval[]): string {
  const merged = mergeIntervals(intervals);
  if (merged.length === 0) return 'Closed';
  if (merged.length === 1 && isOpen24Hours(merged)) return 'Open 24 hours';
  return merged.map(({ open, close }) => `${clock(open)}\u2013${clock(close)}`).join(', ');
}

/** Null if a stored text ever fails to read, so a page shows nothing rather than a raw string. */
export function displayDayHours(text: string | undefined): string | null {
  if (text === undefined) return null;
  const intervals = parseDayText(text);
  return intervals ? displayIntervals(intervals) : null;
}
