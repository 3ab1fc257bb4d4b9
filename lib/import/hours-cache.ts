import { normaliseOpeningHours, openingHoursError, type OpeningHoursText } from '@/lib/hours';

export type HoursReading = { hours?: OpeningHoursText; error?: string };

// Exports repeat a handful of hours texts thousands of times ("9AM-5PM" Monday to Friday),
// and parsing one is the most expensive step of a row, so each distinct text is read once.
const MAX_ENTRIES = 20_000;
const cache = new Map<string, HoursReading>();

function read(value: unknown): HoursReading {
  const error = openingHoursError(value);
  if (error) return { error };
  return { hours: normaliseOpeningHours(value) ?? undefined };
}

/** The schema's opening-hours rule (`openingHoursError`, then `normaliseOpeningHours`), memoised. */
export function readOpeningHoursCached(value: unknown): HoursReading {
  if (typeof value !== 'string') return read(value);
  let reading = cache.get(value);
  if (!reading) {
    if (cache.size >= MAX_ENTRIES) cache.clear();
    reading = read(value);
    cache.set(value, reading);
  }
  return reading;
}
