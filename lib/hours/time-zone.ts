import tzLookup from '@photostructure/tz-lookup';

export const UK_TIME_ZONE = 'Europe/London';

const canonical = new Map<string, string | undefined>();

export function canonicalTimeZone(name: string | null | undefined): string | undefined {
  const trimmed = name?.trim();
  if (!trimmed) return undefined;
  if (canonical.has(trimmed)) return canonical.get(trimmed);
  let zone: string | undefined;
  try {
    zone = new Intl.DateTimeFormat(undefined, { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    // RangeError: not an IANA zone this runtime knows.
  }
  if (canonical.size < 1000) canonical.set(trimmed, zone);
  return zone;
}

export type KnownZones = ReadonlySet<string>;

/** Node reads "CTT" as Asia/Shanghai but PostgreSQL refuses it, hence the database's zones. */
export function validTimeZone(
  name: string | null | undefined,
  known?: KnownZones,
): string | undefined {
  const zone = canonicalTimeZone(name);
  return zone && (!known || known.has(zone)) ? zone : undefined;
}

// Multi-zone countries (US, CA, AU, ...) need coordinates.
const COUNTRY_ZONES: Record<string, string> = {
  gb: UK_TIME_ZONE,
  uk: UK_TIME_ZONE,
  'united kingdom': UK_TIME_ZONE,
  'great britain': UK_TIME_ZONE,
  england: UK_TIME_ZONE,
  scotland: UK_TIME_ZONE,
  wales: UK_TIME_ZONE,
  'northern ireland': UK_TIME_ZONE,
  ie: 'Europe/Dublin',
  ireland: 'Europe/Dublin',
  ch: 'Europe/Zurich',
  switzerland: 'Europe/Zurich',
  rs: 'Europe/Belgrade',
  serbia: 'Europe/Belgrade',
  fr: 'Europe/Paris',
  france: 'Europe/Paris',
  de: 'Europe/Berlin',
  germany: 'Europe/Berlin',
  nl: 'Europe/Amsterdam',
  netherlands: 'Europe/Amsterdam',
  be: 'Europe/Brussels',
  belgium: 'Europe/Brussels',
  it: 'Europe/Rome',
  italy: 'Europe/Rome',
};

export function countryTimeZone(country: string | null | undefined): string | undefined {
  return country ? COUNTRY_ZONES[country.trim().toLowerCase()] : undefined;
}

export function coordinatesTimeZone(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
  known?: KnownZones,
): string | undefined {
  if (latitude == null || longitude == null) return undefined;
  try {
    return validTimeZone(tzLookup(latitude, longitude), known);
  } catch {
    return undefined;
  }
}

export type ZoneSource = {
  timeZone?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  country?: string | null;
};

/** The row's own zone when valid, else from coordinates, else country, else the UK's. */
export function businessTimeZone(source: ZoneSource, known?: KnownZones): string {
  return (
    validTimeZone(source.timeZone, known) ??
    coordinatesTimeZone(source.latitude, source.longitude, known) ??
    validTimeZone(countryTimeZone(source.country), known) ??
    UK_TIME_ZONE
  );
}
