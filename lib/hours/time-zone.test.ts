import { describe, expect, it } from 'vitest';
import { isOpenAt } from './open-now';
import { parseOpeningHours } from './parse';
import { businessTimeZone, canonicalTimeZone, countryTimeZone, validTimeZone } from './time-zone';

const BIRMINGHAM_AL = { latitude: 33.5186, longitude: -86.8104 };

describe('businessTimeZone', () => {
  it('takes the row’s own valid time_zone first', () =>
    expect(businessTimeZone({ timeZone: 'America/Chicago', latitude: 51.5, longitude: -0.1 })).toBe(
      'America/Chicago',
    ));
  it('derives the zone from the coordinates when time_zone is missing or not a zone', () => {
    expect(businessTimeZone({ ...BIRMINGHAM_AL })).toBe('America/Chicago');
    expect(businessTimeZone({ timeZone: 'Mars/Olympus', ...BIRMINGHAM_AL })).toBe(
      'America/Chicago',
    );
    expect(businessTimeZone({ timeZone: '', latitude: 47.3769, longitude: 8.5417 })).toBe(
      'Europe/Zurich',
    );
  });
  it('falls back to the country without coordinates', () => {
    expect(businessTimeZone({ country: 'Ireland' })).toBe('Europe/Dublin');
    expect(businessTimeZone({ country: 'RS' })).toBe('Europe/Belgrade');
  });
  it('falls back to Europe/London when nothing says otherwise', () => {
    expect(businessTimeZone({})).toBe('Europe/London');
    expect(businessTimeZone({ country: 'United States' })).toBe('Europe/London');
  });
});

describe('zones PostgreSQL reads', () => {
  // Legacy names Node accepts and PostgreSQL 15 refuses (issue 31).
  const LEGACY: [string, string][] = [
    ['CTT', 'Asia/Shanghai'],
    ['BET', 'America/Sao_Paulo'],
    ['AET', 'Australia/Sydney'],
    ['US/Pacific-New', 'America/Los_Angeles'],
    ['Canada/East-Saskatchewan', 'America/Regina'],
  ];
  // What pg_timezone_names holds, in part: canonical names, never the legacy ones.
  const known = new Set(['Europe/London', 'Asia/Shanghai', 'America/Chicago', 'Europe/Zurich']);

  it('canonicalises a zone as Intl resolves it', () => {
    for (const [legacy, zone] of LEGACY) expect(canonicalTimeZone(legacy)).toBe(zone);
    expect(canonicalTimeZone(' europe/london ')).toBe('Europe/London');
    expect(canonicalTimeZone('Mars/Olympus')).toBeUndefined();
  });
  it('keeps the canonical zone only when the database knows it', () => {
    expect(validTimeZone('CTT', known)).toBe('Asia/Shanghai');
    expect(validTimeZone('BET', known)).toBeUndefined();
    expect(validTimeZone('BET')).toBe('America/Sao_Paulo');
  });
  it('otherwise derives the zone from the coordinates, then the country', () => {
    expect(businessTimeZone({ timeZone: 'BET', ...BIRMINGHAM_AL }, known)).toBe('America/Chicago');
    expect(businessTimeZone({ timeZone: 'US/Pacific-New', country: 'Switzerland' }, known)).toBe(
      'Europe/Zurich',
    );
    // A derived zone the database does not know is not stored either.
    expect(businessTimeZone({ latitude: 40.7, longitude: -74 }, known)).toBe('Europe/London');
  });
});

describe('zone helpers', () => {
  it('validTimeZone refuses what Intl does not know', () => {
    expect(validTimeZone('Europe/London')).toBe('Europe/London');
    expect(validTimeZone('Not/AZone')).toBeUndefined();
    expect(validTimeZone(null)).toBeUndefined();
  });
  it('countryTimeZone knows single-zone countries only', () => {
    expect(countryTimeZone('GB')).toBe('Europe/London');
    expect(countryTimeZone('US')).toBeUndefined();
  });
});

describe('isOpenAt in the business’s own zone', () => {
  // 9AM-5PM every day; 15:00 UTC in January is 9AM in Chicago and 3PM in London.
  const hours = parseOpeningHours(
    Object.fromEntries(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [
        d,
        '9AM-5PM',
      ]),
    ),
  );
  it('opens at 9AM local time, six hours after London', () => {
    const at = new Date('2026-01-14T14:30:00Z');
    expect(isOpenAt(hours, at, 'Europe/London')).toBe(true);
    expect(isOpenAt(hours, at, 'America/Chicago')).toBe(false);
    const later = new Date('2026-01-14T21:00:00Z');
    expect(isOpenAt(hours, later, 'Europe/London')).toBe(false);
    expect(isOpenAt(hours, later, 'America/Chicago')).toBe(true);
  });
});
