import { isOpen24Hours, mergeIntervals } from './intervals';
import { MINUTES_PER_DAY, type Interval } from './types';

const meridiemOf = (minutes: number): 'AM' | 'PM' =>
  minutes % MINUTES_PER_DAY < 720 ? 'AM' : 'PM';

function formatClock(minutes: number, withMeridiem: boolean): string {
  const ofDay = minutes % MINUTES_PER_DAY;
  const hour = Math.floor(ofDay / 60);
  const minute = ofDay % 60;
  const text = `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''}`;
  return withMeridiem ? `${text}${meridiemOf(ofDay)}` : text;
}

/** Not for a close at or past midnight: "6-12AM" would read back as a different range. */
function formatRange({ open, close }: Interval): string {
  const shared = close < MINUTES_PER_DAY && meridiemOf(open) === meridiemOf(close);
  return `${formatClock(open, !shared)}-${formatClock(close, true)}`;
}

/** parseDayText reads every output back to the same intervals. */
export function formatIntervals(intervals: Interval[]): string {
  const merged = mergeIntervals(intervals);
  if (merged.length === 0) return 'Closed';
  if (merged.length === 1 && isOpen24Hours(merged)) return 'Open 24 hours';
  return merged.map(formatRange).join(', ');
}
