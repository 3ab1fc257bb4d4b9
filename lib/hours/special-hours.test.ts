import { describe, expect, it } from 'vitest';
import { openStateAt, type OpenStateSubject } from './open-state';
import { toSpecialOpeningHoursSpecification } from './schema-org';
import {
  addDays,
  describeSpecialHours,
  specialHoursOn,
  upcomingSpecialHours,
  type SpecialHours,
} from './special-hours';
import { specialHoursInputSchema } from '@/lib/validation/special-hours';

const everyDay = Object.fromEntries(
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => [
    day,
    '9AM-5PM',
  ]),
);

const business = (zipCode: string, specialHours: SpecialHours[]): OpenStateSubject => ({
  openingHours: everyDay,
  timeZone: 'Europe/London',
  businessStatus: 'OPERATIONAL',
  zipCode,
  country: 'United Kingdom',
  specialHours,
});

const christmasEve: SpecialHours = {
  firstDate: '2026-12-24',
  lastDate: '2026-12-24',
  intervals: [{ open: 600, close: 840 }],
  label: 'Christmas Eve',
};
const christmas: SpecialHours = {
  firstDate: '2026-12-25',
  lastDate: '2026-12-26',
  intervals: [],
  label: null,
};

describe('special hours override bank holidays and the usual hours', () => {
  it('opens a Leeds business at noon on Christmas Day 2026 by its special 10:00-14:00', () => {
    const leeds = business('LS1 6BY', [
      {
        firstDate: '2026-12-25',
        lastDate: '2026-12-25',
        intervals: [{ open: 600, close: 840 }],
        label: 'Christmas Day',
      },
    ]);
    // Without them the bank holiday makes no claim (item 5).
    expect(
      openStateAt({ ...leeds, specialHours: [] }, new Date('2026-12-25T12:00:00Z')),
    ).toMatchObject({
      kind: 'bank-holiday',
    });
    expect(openStateAt(leeds, new Date('2026-12-25T12:00:00Z'))).toMatchObject({ kind: 'open' });
    expect(openStateAt(leeds, new Date('2026-12-25T15:00:00Z'))).toMatchObject({ kind: 'closed' });
    expect(openStateAt(leeds, new Date('2026-12-25T09:59:00Z'))).toMatchObject({ kind: 'closed' });
  });

  it('closes a Glasgow business on St Andrew’s Day 2026 by a special closure', () => {
    const closure = {
      firstDate: '2026-11-30',
      lastDate: '2026-11-30',
      intervals: [],
      label: 'Stocktaking',
    };
    expect(openStateAt(business('G2 3AA', [closure]), new Date('2026-11-30T12:00:00Z'))).toEqual({
      kind: 'closed-today',
      special: closure,
    });
  });

  it('closes on a normal day within a closure and follows the usual hours either side', () => {
    const leeds = business('LS1 6BY', [
      { firstDate: '2026-11-10', lastDate: '2026-11-12', intervals: [], label: 'Refit' },
    ]);
    expect(openStateAt(leeds, new Date('2026-11-11T12:00:00Z'))).toMatchObject({
      kind: 'closed-today',
    });
    expect(openStateAt(leeds, new Date('2026-11-13T00:30:00Z'))).toEqual({ kind: 'closed' });
    expect(openStateAt(leeds, new Date('2026-11-13T12:00:00Z'))).toEqual({ kind: 'open' });
    expect(openStateAt(leeds, new Date('2026-11-09T12:00:00Z'))).toEqual({ kind: 'open' });
  });

  it('reads dates in the business’s zone (BST) and lets a closure of the business win', () => {
    const closure = { firstDate: '2026-06-02', lastDate: '2026-06-02', intervals: [], label: null };
    const leeds = business('LS1 6BY', [closure]);
    // 23:30 UTC on 1 June is 00:30 BST on 2 June.
    expect(openStateAt(leeds, new Date('2026-06-01T23:30:00Z'))).toMatchObject({
      kind: 'closed-today',
    });
    expect(
      openStateAt(
        { ...leeds, businessStatus: 'CLOSED_PERMANENTLY' },
        new Date('2026-06-02T11:00:00Z'),
      ),
    ).toEqual({
      kind: 'CLOSED_PERMANENTLY',
    });
  });

  it('knows the state from special hours even when the usual hours are unknown', () => {
    const noHours = { ...business('LS1 6BY', [christmasEve]), openingHours: {} };
    expect(openStateAt(noHours, new Date('2026-12-23T12:00:00Z'))).toBeNull();
    expect(openStateAt(noHours, new Date('2026-12-24T12:00:00Z'))).toMatchObject({ kind: 'open' });
  });
});

describe('listing special hours', () => {
  it('finds the entry of a date and lists the next 14 days, earliest first', () => {
    const later = { ...christmas, firstDate: '2027-01-20', lastDate: '2027-01-20' };
    const entries = [later, christmas, christmasEve];
    expect(specialHoursOn(entries, '2026-12-26')).toBe(christmas);
    expect(specialHoursOn(entries, '2026-12-27')).toBeNull();
    expect(upcomingSpecialHours(entries, '2026-12-15')).toEqual([christmasEve, christmas]);
    expect(upcomingSpecialHours(entries, '2026-12-26')).toEqual([christmas]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('describes an entry as the page shows it', () => {
    expect(describeSpecialHours(christmasEve)).toBe('Thu 24 Dec: 10:00\u201314:00 (Christmas Eve)');
    expect(describeSpecialHours(christmas)).toBe('Fri 25 Dec \u2013 Sat 26 Dec: Closed');
  });
});

describe('toSpecialOpeningHoursSpecification', () => {
  it('gives each interval with its dates, a closure as 00:00-00:00, past entries left out', () => {
    const past = { ...christmas, firstDate: '2026-11-01', lastDate: '2026-11-01' };
    expect(
      toSpecialOpeningHoursSpecification([christmas, christmasEve, past], '2026-12-01'),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '10:00',
        closes: '14:00',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-25',
        validThrough: '2026-12-26',
      },
    ]);
  });

  it('is empty without special hours, so nothing is guessed', () => {
    expect(toSpecialOpeningHoursSpecification([], '2026-12-01')).toEqual([]);
  });
});

describe('specialHoursInputSchema', () => {
  const entry = {
    firstDate: '2026-12-24',
    lastDate: '2026-12-24',
    closed: false,
    hours: '10:00-14:00',
    label: 'Christmas Eve',
  };

  it('turns the editor’s rows into stored entries', () => {
    expect(
      specialHoursInputSchema.parse({
        entries: [entry, { firstDate: '2026-12-25', lastDate: '2026-12-26', closed: true }],
      }).entries,
    ).toEqual([christmasEve, christmas]);
  });

  it('refuses a range that ends before it starts, overlaps, unreadable or past-midnight hours', () => {
    const issues = (entries: unknown[]) =>
      specialHoursInputSchema
        .safeParse({ entries })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues([{ ...entry, lastDate: '2026-12-20' }])).toEqual([
      ['entries.0.lastDate', 'is before the first date'],
    ]);
    expect(issues([entry, { ...entry, lastDate: '2026-12-25' }])?.[0]?.[1]).toBe(
      'overlaps another entry',
    );
    expect(issues([{ ...entry, hours: 'soon' }])?.[0]?.[0]).toBe('entries.0.hours');
    expect(issues([{ ...entry, hours: '20:00-02:00' }])).toEqual([
      ['entries.0.hours', 'must end by midnight'],
    ]);
    expect(issues([{ ...entry, firstDate: '24/12/2026' }])?.[0]?.[0]).toBe('entries.0.firstDate');
    expect(issues(Array.from({ length: 31 }, () => entry))?.[0]?.[0]).toBe('entries');
  });
});
