import 'server-only';
import { db } from '@/lib/db';
import type { KnownZones } from './time-zone';

let zones: Promise<KnownZones> | undefined;

/** A zone PostgreSQL refuses would fail every "open now" search, so only its zones are stored. */
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
