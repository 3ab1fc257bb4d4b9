import 'server-only';
import { db } from '@/lib/db';
import type { KnownZones } from './time-zone';

let zones: Promise<KnownZones> | undefined;

/**
 * The zone names PostgreSQL reads (pg_timezone_names), read once per process: a zone is stored
 * only when it is one of them, since one it refuses would fail every "open now" search.
 */
export function databaseTimeZones(): Promise<KnownZones> {
  zones ??= db.$queryRaw<{ name: string }[]>`SELECT name FROM pg_timezone_names`.then(
    (rows) => new Set(rows.map((row) => row.name)),
    (error: unknown) => {
      zones = undefined;
      throw error;
    },
  );
  return zones;
}
