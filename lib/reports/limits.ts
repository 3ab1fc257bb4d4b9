// Pure rules, no server code: the unit and e2e tests read them too.
import type { Limit } from '@/lib/auth/attempt-log';

const HOUR = 60 * 60 * 1000;
/** Per client address (IPv6 by /64): a visitor reports a handful of listings, not dozens. */
export const REPORT_ADDRESS_LIMIT: Limit = { max: 10, windowMs: HOUR };
/** Per listing from any address, so rotating addresses cannot bury one listing. */
export const REPORT_LISTING_LIMIT: Limit = { max: 20, windowMs: HOUR };
/** Pending reports kept at most, per listing and in all: no client grows the table without bound. */
export const PENDING_PER_LISTING = 20;
export const PENDING_TOTAL = 5_000;
/** A person takes longer than this to choose a reason; a bot posting at once does not. */
export const MIN_FILL_MS = 3_000;
const MAX_FORM_AGE_MS = 7 * 24 * HOUR;

/** A bot's form (honeypot filled, or posted too soon after the page was made) is answered as sent, and dropped. */
export function looksAutomated(honeypot: string, renderedAt: number, now = Date.now()) {
  const age = now - renderedAt;
  return honeypot !== '' || !Number.isFinite(age) || age < MIN_FILL_MS || age > MAX_FORM_AGE_MS;
}
