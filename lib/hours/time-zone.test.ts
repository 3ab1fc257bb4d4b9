import { describe, expect, it } from 'vitest';
import { isOpenAt } from './open-now';
import { parseOpeningHours } from './parse';
import { businessTimeZone, countryTimeZone, validTimeZone } from './time-zone';

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
