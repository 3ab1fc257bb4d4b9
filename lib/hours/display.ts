import { isOpen24Hours, mergeIntervals } from './intervals';
import { parseDayText } from './parse-day';
import { MINUTES_PER_DAY, type Interval } from './types';

/** "9:00", "17:30", "0:00"; a close past midnight as the next day's clock ("2:00"). */
function clock(minutes: number): string {
  const ofDay = minutes % MINUTES_PER_DAY;
  return `${Math.floor(ofDay / 60)}:${String(ofDay % 60).padStart(2, '0')}`;
}

/** One day's intervals as shown on pages: "9:00–17:30", "Closed", "Open 24 hours". */
export function displayIntervals(intervals: readonly Interval[]): string {
  const merged = mergeIntervals(intervals);
  if (merged.length === 0) return 'Closed';
  if (merged.length === 1 && isOpen24Hours(merged)) return 'Open 24 hours';
  return merged.map(({ open, close }) => `${clock(open)}\u2013${clock(close)}`).join(', ');
}

/**
 * A stored day text ("12-10:30PM", "11:30AM-2:30PM, 5:30-11PM") in the display format. The
 * stored text is already canonical, so it always reads; null if it ever does not, so a page
 * shows nothing rather than a raw string.
 */
export function displayDayHours(text: string | undefined): string | null {
  if (text === undefined) return null;
  const intervals = parseDayText(text);
  return intervals ? displayIntervals(intervals) : null;
}
