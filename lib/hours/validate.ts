import { readOpeningHours } from './parse';

/**
 * Validation helper for the importer's zod schema: an error message for a value that is
 * present but cannot be parsed, else null. Empty/missing values ("", "None", "{}", null)
 * are fine because hours are optional. Agrees with parseOpeningHours: a value passes exactly
 * when it is empty or parseOpeningHours returns hours for it (a single unreadable day among
 * readable ones is kept as unknown, not rejected).
 */
export function openingHoursError(input: unknown): string | null {
  const reading = readOpeningHours(input);
  return reading.kind === 'invalid' ? reading.error : null;
}
