// Open-now on a bank holiday throughout the search's scope (issue 44) against real PostgreSQL:
// the search starts from the special-hours and outside-UK ids rather than the whole directory,
// and answers exactly those open by their special hours or, outside the UK, their usual hours.
import { beforeAll, expect, it } from 'vitest';
import { replaceSpecialHours } from '@/lib/admin/special-hours-writes';
import { db } from '@/lib/db';
import { WEEKDAYS_9_TO_5 } from '@/tests/support/hours';
import { fixture, loadFixtures, openNames } from './search-fixtures';

const ALL_DAY = Object.fromEntries(
  Object.keys(WEEKDAYS_9_TO_5).map((day) => [day, 'Open 24 hours']),
);

beforeAll(async () => {
  const cafe = (name: string, zipCode: string, extra = {}) =>
    fixture({ name, category: 'Cafe', zipCode, openingHours: WEEKDAYS_9_TO_5, ...extra });
  const ids = await loadFixtures([
    cafe('Leeds Cafe', 'LS1 6BY', { openingHours: ALL_DAY }),
    cafe('Glasgow Cafe', 'G2 3AA'),
    cafe('Belfast Cafe', 'BT1 5GS'),
    cafe('Leeds Christmas Cafe', 'LS2 7EW'),
    cafe('Glasgow Christmas Cafe', 'G1 1XQ'),
    cafe('Leeds Shut Cafe', 'LS6 2AB', { openingHours: ALL_DAY }),
    cafe('Paris Cafe', '75001', { country: 'France', openingHours: ALL_DAY }),
    cafe('Dublin Cafe', 'D02 X285', { country: 'Ireland' }),
    cafe('Lyon Shut Cafe', '69001', { country: 'France', openingHours: ALL_DAY }),
  ]);
  for (const [name, zone] of [
    ['Paris Cafe', 'Europe/Paris'],
    ['Lyon Shut Cafe', 'Europe/Paris'],
    ['Dublin Cafe', 'Europe/Dublin'],
  ] as const) {
    await db.business.update({ where: { id: ids.get(name)! }, data: { timeZone: zone } });
  }
  const asOf = new Date('2026-11-01T12:00:00Z');
  const hours = (name: string, hours: string | null, date = '2026-12-25') =>
    replaceSpecialHours(
      ids.get(name)!,
      {
        entries: [
          hours
            ? { firstDate: date, lastDate: date, closed: false, hours }
            : { firstDate: date, lastDate: date, closed: true },
        ],
      },
      asOf,
    );
  await hours('Leeds Christmas Cafe', '10:00-14:00');
  await hours('Glasgow Christmas Cafe', '11:00-13:00', '2026-11-30');
  await hours('Leeds Shut Cafe', null);
  await hours('Lyon Shut Cafe', null);
});

const openAt = (iso: string, location?: string) => openNames(iso, location ? { location } : {});

it('on Christmas Day answers only special hours and businesses outside the UK', async () => {
  expect(await openAt('2026-12-25T12:00:00Z')).toEqual([
    'Dublin Cafe',
    'Leeds Christmas Cafe',
    'Paris Cafe',
  ]);
  // After the special hours and Dublin's 9-5 end only the 24-hour business in Paris is open.
  expect(await openAt('2026-12-25T18:00:00Z')).toEqual(['Paris Cafe']);
  expect(await openAt('2026-12-25T12:00:00Z', 'LS2')).toEqual(['Leeds Christmas Cafe']);
});

it('on St Andrew’s Day a Scottish postcode answers its special hours only, others as usual', async () => {
  expect(await openAt('2026-11-30T12:00:00Z', 'G')).toEqual(['Glasgow Christmas Cafe']);
  expect(await openAt('2026-11-30T12:00:00Z', 'G2')).toEqual([]);
  expect(await openAt('2026-11-30T14:00:00Z', 'G')).toEqual([]);
  expect(await openAt('2026-11-30T12:00:00Z', 'LS1')).toEqual(['Leeds Cafe']);
  expect(await openAt('2026-11-30T12:00:00Z', 'BT1')).toEqual(['Belfast Cafe']);
});
