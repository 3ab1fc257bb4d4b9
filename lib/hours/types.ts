export const DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export type Day = (typeof DAYS)[number];

/**
 * Minutes from the day's midnight. close may exceed 1440 for ranges past midnight
 * (18:00-02:00 -> {open:1080, close:1560}). 24 hours = {open:0, close:1440}.
 */
export type Interval = { open: number; close: number };

/**
 * The stored form (the database keeps this JSON): day -> canonical text, e.g. "9AM-5PM",
 * "11:30AM-2:30PM, 5:30-11PM", "Closed", "Open 24 hours". Only days the source gave.
 */
export type OpeningHoursText = Partial<Record<Day, string>>;

/** Parsed: day -> intervals ([] = closed). A missing day means unknown, not closed. */
export type WeeklyHours = Partial<Record<Day, Interval[]>>;

export const MINUTES_PER_DAY = 1440;
