import { formatIntervals } from './format';
import { parseOpeningHours } from './parse';
import { DAYS, type OpeningHoursText } from './types';

/** Round trip: parseOpeningHours(normaliseOpeningHours(x)) deep-equals parseOpeningHours(x). */
export function normaliseOpeningHours(input: unknown): OpeningHoursText | null {
  const hours = parseOpeningHours(input);
  if (!hours) return null;
  const text: OpeningHoursText = {};
  for (const day of DAYS) {
    const intervals = hours[day];
    if (intervals) text[day] = formatIntervals(intervals);
  }
  return text;
}
