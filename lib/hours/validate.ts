import { readOpeningHours } from './parse';

/** Agrees with parseOpeningHours: a value passes when empty or when it yields hours. */
export function openingHoursError(input: unknown): string | null {
  const reading = readOpeningHours(input);
  return reading.kind === 'invalid' ? reading.error : null;
}
