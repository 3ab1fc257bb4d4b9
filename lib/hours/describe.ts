import { isOpen24Hours, mergeIntervals } from './intervals';
import { previousDay } from './days';
import { DAYS, MINUTES_PER_DAY, type Day, type Interval, type WeeklyHours } from './types';

export type OpeningPattern = {
  openDays: Day[];
  closedDays: Day[];
  open24HoursDays: Day[];
  opensLate: boolean;
  opensWeekends: boolean;
  earliestOpen: number | null;
  // Above 1440 means past midnight.
  latestClose: number | null;
};

const LATE = 21 * 60;

/** Derived only from the data; days not in it are in neither openDays nor closedDays. */
export function describeOpeningPattern(hours: WeeklyHours | null): OpeningPattern | null {
  if (!hours) return null;
  const known = DAYS.filter((day) => hours[day] !== undefined);
  if (known.length === 0) return null;
  const byDay = new Map<Day, Interval[]>(
    known.map((day) => [day, mergeIntervals(hours[day] ?? [])]),
  );
  const intervalsOf = (day: Day): Interval[] => byDay.get(day) ?? [];

  const openDays = known.filter((day) => intervalsOf(day).length > 0);
  const closedDays = known.filter((day) => intervalsOf(day).length === 0);
  const open24HoursDays = openDays.filter((day) => isOpen24Hours(intervalsOf(day)));
  const all = openDays.flatMap(intervalsOf);

  // "12-2AM" at the top of a day is last night still going, not an opening at midnight.
  const openings = openDays.flatMap((day) => {
    const nightBefore = intervalsOf(previousDay(day)).some((i) => i.close >= MINUTES_PER_DAY);
    return intervalsOf(day)
      .filter((i) => !(nightBefore && i.open === 0 && i.close < MINUTES_PER_DAY))
      .map((i) => i.open);
  });

  return {
    openDays,
    closedDays,
    open24HoursDays,
    opensLate: all.some((i) => i.close > LATE),
    opensWeekends: openDays.includes('Saturday') || openDays.includes('Sunday'),
    earliestOpen: openings.length > 0 ? Math.min(...openings) : null,
    latestClose: all.length > 0 ? Math.max(...all.map((i) => i.close)) : null,
  };
}
