import { normaliseOpeningHours, openingHoursError, type OpeningHoursText } from '@/lib/hours';
import { memoiseByText } from '@/lib/memoise';

export type HoursReading = { hours?: OpeningHoursText; error?: string };

function read(value: unknown): HoursReading {
  const error = openingHoursError(value);
  if (error) return { error };
  return { hours: normaliseOpeningHours(value) ?? undefined };
}

// Exports repeat a few hours texts many times, and parsing one dominates a row's cost.
const readText = memoiseByText(read);

export function readOpeningHoursCached(value: unknown): HoursReading {
  return typeof value === 'string' ? readText(value) : read(value);
}
