import { describe, expect, it } from 'vitest';
import { browseKey, browseParamsFromKey } from './browse-params';
import { cachedListPath, withoutListQuery } from './cached-lists';

const path = (pathname: string, query = '') => cachedListPath(pathname, new URLSearchParams(query));

describe('cachedListPath', () => {
  it('leaves plain list pages and default values to the plain page', () => {
    for (const [pathname, query] of [
      ['/businesses', ''],
      ['/businesses', 'page=1&category=all&q=+&utm_source=x'],
      ['/category/restaurants', 'page=1'],
      ['/category/plumber/leeds', 'page=abc'],
      ['/city/london', 'page=0&q=pizza'],
    ] as const) {
      expect(path(pathname, query), `${pathname}?${query}`).toBeNull();
    }
  });

  it('moves the page number of category, service-in-town and city lists into the path', () => {
    expect(path('/category/restaurants', 'page=2')).toBe('/cached-list/category/restaurants/2');
    expect(path('/category/plumber/leeds', 'page=3&x=1')).toBe(
      '/cached-list/landing/plumber/leeds/3',
    );
    expect(path('/city/St%20Albans', 'page=04')).toBe('/cached-list/city/St%20Albans/4');
    expect(path('/city/london/n1', 'page=3')).toBe('/cached-list/district/london/n1/3');
  });

  it('gives equivalent browse URLs one key', () => {
    const a = path('/businesses', 'location=Leeds&q=plumber&page=1&category=all&utm=x');
    const b = path('/businesses', 'q=++Plumber+&location=Leeds');
    expect(a).toBe(b);
    expect(a).toBe(`/cached-list/browse/${browseKey(browseParamsFromKey(a!.split('/').pop()))}`);
    expect(path('/businesses', 'q=plumber&location=York')).not.toBe(a);
  });

  it('ignores paths that are no list', () => {
    expect(path('/category/a/b/c', 'page=2')).toBeNull();
    expect(path('/details/x', 'page=2')).toBeNull();
    expect(path('/businesses/x', 'q=a')).toBeNull();
  });
});

describe('withoutListQuery', () => {
  it('keeps only the parameters the rewrite does not move into the path', () => {
    const rest = withoutListQuery(new URLSearchParams('q=a&page=2&_rsc=abc&location=b'));
    expect(rest.toString()).toBe('_rsc=abc');
  });
});
