import tzLookup from '@photostructure/tz-lookup';

export const UK_TIME_ZONE = 'Europe/London';

const canonical = new Map<string, string | undefined>();

/**
 * The zone as the runtime names it canonically ("CTT" -> "Asia/Shanghai", "US/Pacific-New" ->
 * "America/Los_Angeles"), or undefined when it knows no such zone.
 */
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

/** Zone names the database reads (pg_timezone_names): what may be stored. */
export type KnownZones = ReadonlySet<string>;

/**
 * The canonical zone when the runtime knows it and, given the database's zones, the database
 * does too (Node reads "CTT" as Asia/Shanghai; PostgreSQL refuses "CTT"), else undefined.
 */
export function validTimeZone(
  name: string | null | undefined,
  known?: KnownZones,
): string | undefined {
  const zone = canonicalTimeZone(name);
  return zone && (!known || known.has(zone)) ? zone : undefined;
}

// Countries with one zone, by ISO code and by the names exports spell out; multi-zone
// countries (US, CA, AU, ...) need coordinates.
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

/** The zone of a single-zone country, by code or name. */
export function countryTimeZone(country: string | null | undefined): string | undefined {
  return country ? COUNTRY_ZONES[country.trim().toLowerCase()] : undefined;
}

/** The zone at a point, from tz-lookup's offline boundaries; undefined without a point. */
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

/**
 * A business's IANA zone: the row's own `time_zone`, canonical, when valid (and, given `known`,
 * one the database reads); else from its coordinates; else from its country; else the UK's.
 */
export function businessTimeZone(source: ZoneSource, known?: KnownZones): string {
  return (
    validTimeZone(source.timeZone, known) ??
    coordinatesTimeZone(source.latitude, source.longitude, known) ??
    validTimeZone(countryTimeZone(source.country), known) ??
    UK_TIME_ZONE
  );
}
