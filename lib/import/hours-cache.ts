import { normaliseOpeningHours, openingHoursError, type OpeningHoursText } from '@/lib/hours';
import { memoiseByText } from '@/lib/validation/memoise';

export type HoursReading = { hours?: OpeningHoursText; error?: string };

function read(value: unknown): HoursReading {
  const error = openingHoursError(value);
  if (error) return { error };
  return { hours: normaliseOpeningHours(value) ?? undefined };
}

// Exports repeat a handful of hours texts thousands of times ("9AM-5PM" Monday to Friday),
// and parsing one is the most expensive step of a row, so each distinct text is read once.
const readText = memoiseByText(read);

/** The schema's opening-hours rule (`openingHoursError`, then `normaliseOpeningHours`), memoised. */
export function readOpeningHoursCached(value: unknown): HoursReading {
  return typeof value === 'string' ? readText(value) : read(value);
}
