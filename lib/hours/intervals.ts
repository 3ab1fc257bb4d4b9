import { MINUTES_PER_DAY, type Interval } from './types';

/** A merged span is capped at 24 hours from its opening, or normalised text would not round-trip. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const valid = intervals
    .map((i) => ({ open: Math.round(i.open), close: Math.round(i.close) }))
    .filter(
      (i) =>
        Number.isFinite(i.open) &&
        Number.isFinite(i.close) &&
        i.open >= 0 &&
        i.open < MINUTES_PER_DAY &&
        i.close > i.open,
    )
    .map((i) => ({ open: i.open, close: Math.min(i.close, i.open + MINUTES_PER_DAY) }))
    .sort((a, b) => a.open - b.open || a.close - b.close);

  const merged: Interval[] = [];
  for (const interval of valid) {
    const last = merged[merged.length - 1];
    if (last && interval.open <= last.close) {
      last.close = Math.min(Math.max(last.close, interval.close), last.open + MINUTES_PER_DAY);
    } else {
      merged.push({ ...interval });
    }
  }
  return merged;
}

export function sameIntervals(a: readonly Interval[], b: readonly Interval[]): boolean {
  return (
    a.length === b.length &&
    a.every((interval, i) => interval.open === b[i]?.open && interval.close === b[i]?.close)
  );
}

export function isOpen24Hours(intervals: readonly Interval[]): boolean {
  return intervals.some((i) => i.open === 0 && i.close >= MINUTES_PER_DAY);
}
