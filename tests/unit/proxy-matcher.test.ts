import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { cachedListPath } from '@/lib/urls/cached-lists';

const runsFor = (url: string) => unstable_doesMiddlewareMatch({ config, url });

/** Where the proxy sends a URL: the internal list path of its canonical form. */
function proxiedTo(url: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return cachedListPath(pathname, searchParams);
}

// What the forms produce: one-word values, empty fields, defaults.
const FORM_URLS = [
  '/businesses?q=plumber',
  '/businesses?q=plumber&location=',
  '/businesses?q=plumber&location=Leeds&page=1&utm_source=x',
  "/businesses?q=o'neill's&category=all",
  '/businesses?q=st.john&category=restaurants',
  '/businesses?q=&category=plumber',
];

// Values out of canonical form, several words, page numbers, combinations no form produces.
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

describe('list URLs with a query', () => {
  it('run the proxy, which sends equivalent URLs to one internal path', () => {
    for (const url of [...FORM_URLS, ...OTHER_URLS]) expect(runsFor(url), url).toBe(true);
    expect(proxiedTo('/businesses?location=Leeds&q=plumber&page=1')).toBe(
      proxiedTo('/businesses?q=+plumber&location=Leeds'),
    );
    expect(proxiedTo('/businesses?category=Restaurants')).toBe(
      proxiedTo('/businesses?category=restaurants'),
    );
    expect(proxiedTo('/businesses?q=hair++salon')).toBe(proxiedTo('/businesses?q=+hair+salon'));
  });

  it('with only defaults, empty values or keys the page ignores, leave the plain page', () => {
    for (const url of ['/businesses?x=1', '/businesses?q=', '/city/leeds?utm_source=x']) {
      expect(runsFor(url), url).toBe(false);
    }
    for (const url of ['/businesses?category=all&page=1', '/city/leeds?page=1']) {
      expect(proxiedTo(url), url).toBeNull();
    }
  });
});

describe('the proxy runs only where it has work', () => {
  it('runs for paths with a percent sign, the internal list routes and the admin area', () => {
    for (const url of [
      '/api/city/%E0%A4%A',
      '/city/%E0%A4%A',
      '/details/%ZZ',
      '/business/%E0',
      '/cached-list',
      '/cached-list/browse/q/plumber',
      '/admin-panel',
      '/admin/dashboard/businesses',
      '/api/admin/login',
      '/api/admin/export',
    ]) {
      expect(runsFor(url), url).toBe(true);
    }
  });

  it('stays out of plain pages, queries it does not read, the API and the import upload', () => {
    for (const url of [
      '/',
      '/about',
      '/businesses',
      '/businesses?utm_source=x',
      '/city/leeds',
      '/category/plumbers?sort=name',
      '/details/some-business-chijabc',
      '/business/0b0f8a62-6b5e-4a8e-9d7c-2f4f3c1e2a10',
      '/api/businesses?search=plumber',
      '/api/admin/import',
    ]) {
      expect(runsFor(url), url).toBe(false);
    }
  });
});
