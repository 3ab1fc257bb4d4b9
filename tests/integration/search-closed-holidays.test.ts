// Search and closed states (issue 44): open-now search makes no claim for a business keeping a
// bank holiday today (by its division, from the postcode) nor for a closed one; a temporarily
// closed match comes after the open ones of the same tier.
import { beforeAll, expect, it } from 'vitest';
import { searchBusinesses } from '@/lib/search/search-businesses';
import { WEEKDAYS_9_TO_5 } from '@/tests/support/hours';
import { fixture, loadFixtures } from './search-fixtures';

beforeAll(async () => {
  const cafe = (name: string, zipCode: string, extra = {}) =>
    fixture({ name, category: 'Cafe', zipCode, openingHours: WEEKDAYS_9_TO_5, ...extra });
  await loadFixtures([
    cafe('Glasgow Cafe', 'G2 3AA'),
    cafe('Leeds Cafe', 'LS1 6BY'),
    cafe('Berwick Cafe', 'TD15 1AA'),
    cafe('Belfast Cafe', 'BT1 5GS'),
    // The best rated: only its closure puts it last.
    cafe('Shut Leeds Cafe', 'LS1 4DJ', {
      businessStatus: 'CLOSED_TEMPORARILY',
      rating: 5,
      reviewCount: 900,
    }),
  ]);
});

const openAt = async (iso: string) =>
  (await searchBusinesses({ limit: 50, offset: 0, q: 'cafe', openAt: Date.parse(iso) })).businesses
    .map((business) => business.name)
    .sort();

it('on an ordinary Monday every operating cafe is open', async () => {
  expect(await openAt('2026-11-23T12:00:00Z')).toEqual([
    'Belfast Cafe',
    'Berwick Cafe',
    'Glasgow Cafe',
    'Leeds Cafe',
  ]);
});

it('on St Andrew’s Day only the Scottish cafe makes no claim', async () => {
  expect(await openAt('2026-11-30T12:00:00Z')).toEqual([
    'Belfast Cafe',
    'Berwick Cafe',
    'Leeds Cafe',
  ]);
});

it('on the Boyne holiday only the Northern Irish one, on Christmas Day none', async () => {
  expect(await openAt('2026-07-13T11:00:00Z')).toEqual([
    'Berwick Cafe',
    'Glasgow Cafe',
    'Leeds Cafe',
  ]);
  expect(await openAt('2026-12-25T12:00:00Z')).toEqual([]);
});

it('ranks a temporarily closed match after the open ones of the same tier', async () => {
  const { businesses } = await searchBusinesses({ limit: 50, offset: 0, q: 'cafe' });
  expect(businesses.map((business) => business.name).at(-1)).toBe('Shut Leeds Cafe');
  expect(businesses).toHaveLength(5);
});
