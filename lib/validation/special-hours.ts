// Pure zod, no server code: the admin's special-hours editor checks with it in the browser, the
// PUT route on the server.
import { z } from 'zod';
import { parseDayText } from '@/lib/hours/parse-day';
import { MINUTES_PER_DAY } from '@/lib/hours/types';
import { addDays, type SpecialHours } from '@/lib/hours/special-hours';

/** Upcoming entries a business may hold: a year of holidays with room to spare. */
export const MAX_SPECIAL_HOURS = 30;
/** One entry spans at most this many days (a long refurbishment is a temporary closure). */
export const MAX_SPECIAL_HOURS_DAYS = 62;
export const SPECIAL_LABEL_MAX = 60;

const entrySchema = z
  .object({
    firstDate: z.iso.date('must be a date (YYYY-MM-DD)'),
    lastDate: z.iso.date('must be a date (YYYY-MM-DD)'),
    closed: z.boolean(),
    hours: z.string().trim().max(100).default(''),
    label: z.string().trim().max(SPECIAL_LABEL_MAX).default(''),
  })
  .strict()
  .superRefine((entry, ctx) => {
    if (entry.lastDate < entry.firstDate)
      ctx.addIssue({ code: 'custom', path: ['lastDate'], message: 'is before the first date' });
    else if (addDays(entry.firstDate, MAX_SPECIAL_HOURS_DAYS - 1) < entry.lastDate)
      ctx.addIssue({
        code: 'custom',
        path: ['lastDate'],
        message: `spans more than ${MAX_SPECIAL_HOURS_DAYS} days`,
      });
    if (entry.closed) return;
    const intervals = parseDayText(entry.hours);
    if (!intervals || intervals.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['hours'],
        message: 'must be times such as "10:00-14:00" (or mark the days closed)',
      });
    else if (intervals.some((interval) => interval.close > MINUTES_PER_DAY))
      ctx.addIssue({ code: 'custom', path: ['hours'], message: 'must end by midnight' });
  })
  .transform((entry): SpecialHours => ({
    firstDate: entry.firstDate,
    lastDate: entry.lastDate,
    intervals: entry.closed ? [] : [...(parseDayText(entry.hours) ?? [])],
    label: entry.label || null,
  }));

/** The whole upcoming list, replaced at once: entries may not overlap (one answer per date). */
export const specialHoursInputSchema = z
  .object({ entries: z.array(entrySchema).max(MAX_SPECIAL_HOURS) })
  .strict()
  .superRefine(({ entries }, ctx) => {
    const sorted = entries
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) => a.entry.firstDate.localeCompare(b.entry.firstDate));
    sorted.slice(1).forEach(({ entry, index }, i) => {
      if (entry.firstDate <= sorted[i]!.entry.lastDate)
        ctx.addIssue({
          code: 'custom',
          path: ['entries', index, 'firstDate'],
          message: 'overlaps another entry',
        });
    });
  });

export type SpecialHoursInput = z.input<typeof specialHoursInputSchema>;
