import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { cachedListPath } from '@/lib/urls/cached-lists';
import { CANONICAL_VALUE } from '@/lib/urls/list-rewrites';

const runsFor = (url: string) => unstable_doesMiddlewareMatch({ config, url });

/** Where the proxy sends a URL: the internal list path of its canonical form. */
function proxiedTo(url: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return cachedListPath(pathname, searchParams);
}

// The forms' URLs: one-word values, empty fields, defaults.
const FORM_URLS = [
  '/businesses?q=plumber',
  '/businesses?q=plumber&location=',
  '/businesses?q=plumber&location=Leeds&page=1&utm_source=x',
  "/businesses?q=o'neill's&category=all",
  '/businesses?q=st.john&category=restaurants',
  '/businesses?q=&category=plumber',
];

// Values out of canonical form or that a rewrite cannot carry into a path, page numbers, and
// combinations no form produces.
const OTHER_URLS = [
  '/businesses?q=+plumber',
  '/businesses?q=hair+salon&location=Leeds',
  '/businesses?q=plumber&location=LS6+2AB',
  '/businesses?q=caf%C3%A9',
  '/businesses?q=a%2Fb',
  '/businesses?q=b%26b&category=all',
  '/businesses?q=..',
  '/businesses?q=100%25',
  '/businesses?category=Restaurants',
  '/businesses?location=Leeds',
  '/businesses?q=plumber&location=Leeds&category=plumber',
  '/businesses?page=2',
  '/businesses?q=plumber&page=abc',
  '/city/london?page=2',
  '/city/london?page=0',
  '/category/restaurants?page=3',
  '/category/plumber/leeds?page=4',
  '/city/St%20Albans',
];

// Where next.config.ts sends the forms' URLs is checked on the real server
// (tests/e2e/pages-cache.spec.ts): each shares its cache entry with the proxy's canonical form.
describe('list URLs with a query', () => {
  it('made by a form, or with only defaults or unknown keys, do not run the proxy', () => {
    for (const url of FORM_URLS) expect(runsFor(url), url).toBe(false);
    for (const url of [
      '/businesses?category=all&page=1',
      '/city/leeds?page=1',
      '/businesses?x=1',
    ]) {
      expect(runsFor(url), url).toBe(false);
      expect(proxiedTo(url), url).toBeNull();
    }
  });

  it('leave the rest to the proxy, which sends equivalent URLs to one path', () => {
    for (const url of OTHER_URLS) expect(runsFor(url), url).toBe(true);
    expect(proxiedTo('/businesses?q=+plumber&page=1')).toBe(proxiedTo('/businesses?q=plumber'));
    expect(proxiedTo('/businesses?category=Restaurants')).toBe(
      proxiedTo('/businesses?category=restaurants'),
    );
    expect(proxiedTo('/businesses?q=hair++salon')).toBe(proxiedTo('/businesses?q=+hair+salon'));
    // Text in any case is one search, one cache entry.
    expect(runsFor('/businesses?q=Plumber')).toBe(true);
    expect(proxiedTo('/businesses?q=Plumber&location=Leeds')).toBe(
      proxiedTo('/businesses?q=plumber&location=Leeds'),
    );
    expect(proxiedTo('/businesses?near=51.50749,-0.12751')).toBe(
      proxiedTo('/businesses?near=51.5071,-0.1279'),
    );
  });

  it('are told apart by the same value patterns in the proxy matcher and the rewrites', () => {
    const notCanonical = config.matcher.flatMap((entry) =>
      typeof entry === 'string'
        ? []
        : entry.has.map((condition) => ('value' in condition ? condition.value : undefined)),
    );
    expect(notCanonical.slice(0, 3)).toEqual([
      `(?!(?:${CANONICAL_VALUE.q})$).+`,
      `(?!(?:${CANONICAL_VALUE.location})$).+`,
      `(?!(?:all|${CANONICAL_VALUE.category})$).+`,
    ]);
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
    expect(runsFor(formUrl)).toBe(false);
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
  it('runs for paths with a percent sign, detail pages, the internal list routes and the admin panel', () => {
    for (const url of [
      // Former and gone slugs (lib/urls/former-slugs.ts); the internal gone page answers 404.
      '/details/some-business-chijabc',
      '/details/some-business-chijabc/gone',
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
