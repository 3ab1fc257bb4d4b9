import { describe, expect, it } from 'vitest';
import { WEEKDAYS_9_TO_5 } from '@/tests/support/hours';
import { bankHolidaysByRule } from './bank-holiday-rules';
import {
  DIVISIONS,
  bankHolidayOn,
  bankHolidays,
  divisionOf,
  upcomingBankHoliday,
} from './bank-holidays';
import { openStateAt, type OpenStateSubject } from './open-state';

// GOV.UK's published dates (https://www.gov.uk/bank-holidays.json), 2025 and 2026.
const PUBLISHED = {
  'england-and-wales': [
    '2025-01-01',
    '2025-04-18',
    '2025-04-21',
    '2025-05-05',
    '2025-05-26',
    '2025-08-25',
    '2025-12-25',
    '2025-12-26',
    '2026-01-01',
    '2026-04-03',
    '2026-04-06',
    '2026-05-04',
    '2026-05-25',
    '2026-08-31',
    '2026-12-25',
    '2026-12-28',
  ],
  scotland: [
    '2025-01-01',
    '2025-01-02',
    '2025-04-18',
    '2025-05-05',
    '2025-05-26',
    '2025-08-04',
    '2025-12-01',
    '2025-12-25',
    '2025-12-26',
    '2026-01-01',
    '2026-01-02',
    '2026-04-03',
    '2026-05-04',
    '2026-05-25',
    '2026-08-03',
    '2026-11-30',
    '2026-12-25',
    '2026-12-28',
  ],
  'northern-ireland': [
    '2025-01-01',
    '2025-03-17',
    '2025-04-18',
    '2025-04-21',
    '2025-05-05',
    '2025-05-26',
    '2025-07-14',
    '2025-08-25',
    '2025-12-25',
    '2025-12-26',
    '2026-01-01',
    '2026-03-17',
    '2026-04-03',
    '2026-04-06',
    '2026-05-04',
    '2026-05-25',
    '2026-07-13',
    '2026-08-31',
    '2026-12-25',
    '2026-12-28',
  ],
} as const;

describe('the bank-holiday table', () => {
  it.each(DIVISIONS)('equals GOV.UK’s published 2025–2026 dates for %s', (division) => {
    const shipped = bankHolidays(division)
      .map((event) => event.date)
      .filter((date) => date < '2027');
    expect(shipped).toEqual(PUBLISHED[division]);
  });

  it.each(DIVISIONS)(
    'matches the rules, titles and substitute days included, for %s',
    (division) => {
      const byRule = [2025, 2026, 2027].flatMap((year) => bankHolidaysByRule(division, year));
      expect(bankHolidays(division)).toEqual(byRule);
    },
  );

  it('moves a weekend Christmas and Boxing Day to the next free weekdays in the right order', () => {
    // 2022: Christmas on Sunday, so Boxing Day keeps Monday and Christmas moves to Tuesday.
    expect(
      bankHolidaysByRule('england-and-wales', 2022)
        .filter((event) => event.date >= '2022-12-01')
        .map(({ title, date }) => `${date} ${title}`),
    ).toEqual(['2022-12-26 Boxing Day', '2022-12-27 Christmas Day']);
  });
});

describe('divisionOf', () => {
  it.each([
    ['G1 1AA', 'scotland'],
    ['EH1 1YZ', 'scotland'],
    ['TD1 1AA', 'scotland'],
    ['TD15 1AA', 'england-and-wales'],
    ['BT1 5GS', 'northern-ireland'],
    ['LS1 6BY', 'england-and-wales'],
    ['CF10 1EP', 'england-and-wales'],
    ['GL1 1AA', 'england-and-wales'],
    [null, 'england-and-wales'],
  ])('%s is in %s', (zipCode, division) => {
    expect(divisionOf({ zipCode, country: 'United Kingdom' })).toBe(division);
  });

  it('gives no division outside the UK', () => {
    expect(divisionOf({ zipCode: '8001', country: 'Switzerland' })).toBeNull();
  });
});

const business = (zipCode: string): OpenStateSubject => ({
  openingHours: WEEKDAYS_9_TO_5,
  timeZone: 'Europe/London',
  businessStatus: 'OPERATIONAL',
  zipCode,
  country: 'United Kingdom',
});
const glasgow = business('G2 3AA');
const leeds = business('LS1 6BY');

describe('open now on bank holidays', () => {
  it('at noon on Christmas Day 2026 neither claims to be open', () => {
    const noon = new Date('2026-12-25T12:00:00Z');
    expect(openStateAt(glasgow, noon)).toMatchObject({ kind: 'bank-holiday' });
    expect(openStateAt(leeds, noon)).toMatchObject({ kind: 'bank-holiday' });
  });

  it('at noon on 30 Nov 2026 (St Andrew’s Day) only Glasgow keeps a holiday', () => {
    const noon = new Date('2026-11-30T12:00:00Z');
    expect(openStateAt(glasgow, noon)).toEqual({
      kind: 'bank-holiday',
      holiday: { title: 'St Andrew’s Day', date: '2026-11-30', notes: '' },
    });
    expect(openStateAt(leeds, noon)).toEqual({ kind: 'open' });
  });

  it('says closed as usual outside the usual hours, and a closure wins over everything', () => {
    expect(openStateAt(leeds, new Date('2026-12-25T20:00:00Z'))).toEqual({ kind: 'closed' });
    const noon = new Date('2026-12-25T12:00:00Z');
    expect(openStateAt({ ...leeds, businessStatus: 'CLOSED_TEMPORARILY' }, noon)).toEqual({
      kind: 'CLOSED_TEMPORARILY',
    });
  });

  it('uses the UK date, not the UTC one, around midnight', () => {
    // 00:30 BST on the Early May bank holiday is still 3 May in UTC.
    expect(bankHolidayOn('england-and-wales', new Date('2027-05-02T23:30:00Z'))?.title).toBe(
      'Early May bank holiday',
    );
  });

  it('names the next holiday of the division within 14 days', () => {
    const at = new Date('2026-11-20T12:00:00Z');
    expect(upcomingBankHoliday('scotland', at)?.title).toBe('St Andrew’s Day');
    expect(upcomingBankHoliday('england-and-wales', at)).toBeNull();
  });
});
