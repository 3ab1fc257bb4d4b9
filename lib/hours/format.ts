import { isOpen24Hours, mergeIntervals } from './intervals';
import { MINUTES_PER_DAY, type Interval } from './types';

const meridiemOf = (minutes: number): 'AM' | 'PM' =>
  minutes % MINUTES_PER_DAY < 720 ? 'AM' : 'PM';

/** "9AM", "5:30PM", "12AM"; without the meridiem when the range's end carries it. */
function formatClock(minutes: number, withMeridiem: boolean): string {
  const ofDay = minutes % MINUTES_PER_DAY;
  const hour = Math.floor(ofDay / 60);
  const minute = ofDay % 60;
  const text = `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''}`;
  return withMeridiem ? `${text}${meridiemOf(ofDay)}` : text;
}

/**
 * Writes the meridiem once when both ends share it, as Google does ("5:30-11PM"). Not for a
 * close at or past midnight: "6-12AM" or "1-1AM" would read back as a different range.
 */
function formatRange({ open, close }: Interval): string {
  const shared = close < MINUTES_PER_DAY && meridiemOf(open) === meridiemOf(close);
  return `${formatClock(open, !shared)}-${formatClock(close, true)}`;
}

/**
 * The canonical text for one day's intervals: [] -> "Closed", [{0,1440}] -> "Open 24 hours",
 * else e.g. "9AM-5:30PM, 6PM-2AM". parseDayText reads every output back to the same intervals.
 */
export function formatIntervals(intervals: Interval[]): string {
  const merged = mergeIntervals(intervals);
  if (merged.length === 0) return 'Closed';
  if (merged.length === 1 && isOpen24Hours(merged)) return 'Open 24 hours';
  return merged.map(formatRange).join(', ');
}
