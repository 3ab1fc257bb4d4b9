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

/** Minutes from the day's midnight; close passes 1440 for ranges past midnight. */
export type Interval = { open: number; close: number };

/** The stored JSON form; only days the source gave. */
export type OpeningHoursText = Partial<Record<Day, string>>;

// A missing day means unknown, not closed.
export type WeeklyHours = Partial<Record<Day, Interval[]>>;

export const MINUTES_PER_DAY = 1440;
