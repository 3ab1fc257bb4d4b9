import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { LIST_QUERY_KEYS } from '@/lib/search/browse-params';
import { cachedListPath } from '@/lib/search/cached-lists';

const runsFor = (url: string) => unstable_doesMiddlewareMatch({ config, url });

/** Where the proxy sends a URL: the internal list path of its canonical form. */
function proxiedTo(url: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return cachedListPath(pathname, searchParams);
}

// The forms' URLs, values out of canonical form, page numbers and other combinations.
const LIST_URLS = [
  '/businesses?q=plumber',
  '/businesses?q=plumber&location=Leeds&page=1&utm_source=x',
  "/businesses?q=o'neill's&category=all",
  '/businesses?q=&category=plumber',
  '/businesses?q=+plumber',
  '/businesses?q=hair+salon&location=Leeds',
  '/businesses?q=caf%C3%A9',
  '/businesses?q=a%2Fb',
  '/businesses?q=..',
  '/businesses?q=100%25',
  '/businesses?category=Restaurants',
  '/businesses?location=Leeds',
  '/businesses?page=2',
  '/businesses?q=plumber&page=abc',
  '/city/london?page=2',
  '/city/london?page=0',
  '/category/restaurants?page=3',
  '/category/plumber/leeds?page=4',
  '/city/St%20Albans',
];

describe('list URLs with a query', () => {
  it('run the proxy for every key the browse page reads (its schema), one matcher entry each', () => {
    for (const key of LIST_QUERY_KEYS) {
      expect(runsFor(`/businesses?${key}=2`), key).toBe(true);
    }
    for (const url of LIST_URLS) expect(runsFor(url), url).toBe(true);
  });

  it('with only defaults, empty values or keys no list reads, do not', () => {
    for (const url of [
      '/businesses?category=all&page=1',
      '/businesses?q=&location=&sort=&minRating=&radiusKm=',
      '/city/leeds?page=1',
      '/businesses?x=1',
    ]) {
      expect(runsFor(url), url).toBe(false);
      expect(proxiedTo(url), url).toBeNull();
    }
  });

  it('go to one path per canonical query', () => {
    expect(proxiedTo('/businesses?q=+plumber&page=1')).toBe(proxiedTo('/businesses?q=plumber'));
    expect(proxiedTo('/businesses?category=Restaurants')).toBe(
      proxiedTo('/businesses?category=restaurants'),
    );
    expect(proxiedTo('/businesses?q=hair++salon')).toBe(proxiedTo('/businesses?q=+hair+salon'));
    // Text in any case is one search, one cache entry.
    expect(proxiedTo('/businesses?q=Plumber&location=Leeds')).toBe(
      proxiedTo('/businesses?q=plumber&location=Leeds'),
    );
    expect(proxiedTo('/businesses?near=51.50749,-0.12751')).toBe(
      proxiedTo('/businesses?near=51.5071,-0.1279'),
    );
    expect(proxiedTo('/businesses?q=plumber&location=York')).not.toBe(
      proxiedTo('/businesses?q=plumber&location=Leeds'),
    );
  });
});

describe('list URLs with filters or an order', () => {
  it('run the proxy, unless the form left them empty', () => {
    for (const url of [
      '/businesses?sort=rating',
      '/businesses?q=plumber&open=now',
      '/businesses?near=51.5,-0.13&radiusKm=5',
      '/businesses?minRating=4&hasWebsite=true&hasPhone=true',
    ]) {
      expect(runsFor(url), url).toBe(true);
      expect(proxiedTo(url), url).toMatch(/^\/cached-list\/browse\/[\w-]+$/);
    }
    // A GET form sends its empty selects; they are no filters.
    const formUrl = '/businesses?q=plumber&location=&sort=&minRating=&radiusKm=';
    expect(proxiedTo(formUrl)).toBe(proxiedTo('/businesses?q=plumber'));
  });

  it('answer open=now for the current five minutes, each in a path of its own', () => {
    const path = (minute: number) =>
      cachedListPath(
        '/businesses',
        new URLSearchParams('q=cafe&open=now'),
        Date.parse('2026-11-23T15:00:00Z') + minute * 60_000,
      );
    expect(path(0)).toBe(path(4));
    expect(path(5)).not.toBe(path(4));
    expect(path(0)).not.toBe(proxiedTo('/businesses?q=cafe'));
  });
});

describe('the proxy runs only where it has work', () => {
  it('runs for paths with a percent sign, the internal list routes and the admin panel', () => {
    for (const url of [
      '/api/city/%E0%A4%A',
      '/city/%E0%A4%A',
      '/details/%ZZ',
      '/business/%E0',
      '/cached-list',
      '/cached-list/browse/q/plumber',
      '/admin-panel',
      '/admin/dashboard/businesses',
    ]) {
      expect(runsFor(url), url).toBe(true);
    }
  });

  it('stays out of plain pages, queries it does not read and the API, admin API included', () => {
    for (const url of [
      '/',
      '/about',
      // Detail pages answer former and deleted slugs themselves (lib/urls/slug-history.ts).
      '/details/some-business-chijabc',
      '/details/some-business-chijabc?utm_source=x',
      '/business/3f2c9a4e-0000-4000-8000-000000000000',
      '/businesses',
      '/businesses?utm_source=x',
      '/city/leeds',
      '/category/plumbers?sort=name',
      '/business/0b0f8a62-6b5e-4a8e-9d7c-2f4f3c1e2a10',
      '/api/businesses?search=plumber',
      '/api/admin/import',
      '/api/admin/login',
      '/api/admin/export',
    ]) {
      expect(runsFor(url), url).toBe(false);
    }
  });
});
