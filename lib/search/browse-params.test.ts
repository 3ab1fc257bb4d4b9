import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  browseKey,
  browseParamsFromKey,
  browsePath,
  isFiltered,
  parseBrowseParams,
  unfilteredPath,
} from './browse-params';
import { fromSearchKey, searchKeyOfSegment } from './query';
import { parsePage, totalPagesFor } from '@/lib/urls/pagination';

describe('parseBrowseParams', () => {
  it('reads the four parameters, trimmed', () => {
    expect(
      parseBrowseParams({ q: '  plumber ', location: 'Leeds', category: 'Plumber', page: '3' }),
    ).toEqual({ q: 'plumber', location: 'Leeds', category: 'plumber', page: 3 });
  });

  it("treats 'all' and absent values as no filter", () => {
    const params = parseBrowseParams({ category: 'all' });
    expect(params).toEqual({ q: '', location: '', category: '', page: 1 });
    expect(isFiltered(params)).toBe(false);
  });

  it('takes the first of repeated values and cuts over-long text', () => {
    const params = parseBrowseParams({ q: ['a', 'b'], location: 'x'.repeat(500) });
    expect(params.q).toBe('a');
    expect(params.location).toHaveLength(200);
  });
});

describe('parsePage', () => {
  it.each([
    [undefined, 1],
    ['2', 2],
    ['0', 1],
    ['-3', 1],
    ['1.5', 1],
    ['abc', 1],
    ['99999999999', 1],
    [['4', '5'], 4],
  ])('%s -> %s', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});

describe('activeFilterCount', () => {
  it('counts the category and each filter or order, not the words or the place', () => {
    expect(activeFilterCount(parseBrowseParams({ q: 'plumber', location: 'Leeds' }))).toBe(0);
    expect(
      activeFilterCount(
        parseBrowseParams({ category: 'plumber', minRating: '4', open: 'now', sort: 'rating' }),
      ),
    ).toBe(4);
  });
});

describe('browsePath', () => {
  it('leaves out empty filters and page 1', () => {
    expect(browsePath({ q: '', category: '', page: 1 })).toBe('/businesses');
  });

  it('encodes the state in a fixed order', () => {
    expect(browsePath({ page: 2, category: 'cafe', q: 'fish & chips', location: 'Leeds' })).toBe(
      '/businesses?q=fish+%26+chips&location=Leeds&category=cafe&page=2',
    );
  });
});

describe('totalPagesFor', () => {
  it('is at least 1 and rounds up', () => {
    expect(totalPagesFor(0)).toBe(1);
    expect(totalPagesFor(20)).toBe(1);
    expect(totalPagesFor(21)).toBe(2);
  });
});

describe('filters and order', () => {
  it('reads the API’s names, leaving out what it cannot read', () => {
    const params = parseBrowseParams({
      near: ' 51.507351,-0.127758 ',
      radiusKm: '5',
      open: 'now',
      minRating: '4',
      hasWebsite: 'true',
      hasPhone: 'false',
      sort: 'distance',
    });
    expect(params).toMatchObject({
      near: '51.507,-0.128',
      radiusKm: 5,
      open: 'now',
      minRating: 4,
      hasWebsite: true,
      sort: 'distance',
    });
    expect(params.hasPhone).toBeUndefined();
    const bad = parseBrowseParams({
      near: 'here',
      radiusKm: '500',
      open: 'later',
      minRating: '9',
      sort: 'cheapest',
    });
    expect(isFiltered(bad)).toBe(false);
    expect(parseBrowseParams({ sort: 'relevance' }).sort).toBeUndefined();
  });

  it('reads the radius in miles, which wins over kilometres', () => {
    expect(parseBrowseParams({ radiusMiles: '3' })).toMatchObject({ radiusMiles: 3 });
    const both = parseBrowseParams({ radiusMiles: '3', radiusKm: '5' });
    expect(both.radiusKm).toBeUndefined();
    expect(parseBrowseParams({ radiusMiles: '500' }).radiusMiles).toBeUndefined();
  });

  it('lower-cases the search text, so one search has one URL', () => {
    expect(parseBrowseParams({ q: '  Italian   RESTAURANT ' }).q).toBe('italian restaurant');
  });

  it('writes them in one order, and drops them for the canonical URL', () => {
    const params = parseBrowseParams({ sort: 'rating', q: 'cafe', open: 'now', page: '2' });
    expect(browsePath(params)).toBe('/businesses?q=cafe&open=now&sort=rating&page=2');
    expect(isFiltered({ ...params, q: '' })).toBe(true);
    expect(unfilteredPath(params)).toBe('/businesses?q=cafe&page=2');
  });
});

describe('browse keys', () => {
  it('round-trip the browse state as one path-safe segment', () => {
    for (const state of [
      { q: "o'neill's", location: 'LS6', category: 'plumber', page: 3 },
      { q: 'a&b=c / 100% café', location: 'Leeds', category: '', page: 1 },
      {
        q: 'cafe',
        location: '',
        category: '',
        page: 2,
        sort: 'rating' as const,
        open: 'now' as const,
      },
    ]) {
      const key = browseKey(state);
      expect(key).toMatch(/^[\w-]+$/);
      expect(browseParamsFromKey(key)).toEqual(state);
    }
  });

  it('carry the moment an open=now page answers for, which no public URL sets', () => {
    const state = { q: 'cafe', location: '', category: '', page: 1, open: 'now' as const };
    const openAt = (segment: string) => fromSearchKey(searchKeyOfSegment(segment)).window.openAt;
    expect(openAt(browseKey(state, 1_700_000_100_000))).toBe(1_700_000_100_000);
    expect(openAt(browseKey(state))).toBeUndefined();
  });

  it('read absent or unreadable keys as the plain first page', () => {
    const plain = { q: '', location: '', category: '', page: 1 };
    expect(browseParamsFromKey(undefined)).toEqual(plain);
    expect(browseParamsFromKey('%%%')).toEqual(plain);
  });
});
