import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  browseParamsFromKey,
  browseParamsOf,
  parseBrowseParams,
  searchQueryOf,
} from '@/lib/search/browse-params';
import { cachedListPath } from '@/lib/search/cached-lists';
import { pageWindow } from '@/lib/urls/pagination';
import {
  fromSearchKey,
  OPEN_NOW_STEP_MS,
  parseApiSearch,
  parseSearchQuery,
  searchKey,
} from '@/lib/search/query';

const NOW = Date.UTC(2026, 10, 27, 12, 3, 17);

/** The key the proxy gives a page URL: its internal path holds it (base64url). */
function proxyKey(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const path = cachedListPath(pathname, searchParams, NOW)!;
  return Buffer.from(path.split('/').pop()!, 'base64url').toString('utf8');
}

/** The key the page computes from its own URL (a direct render). */
function pageKey(url: string): string {
  const params = parseBrowseParams(
    Object.fromEntries(new URL(url, 'http://localhost').searchParams),
  );
  return searchKey(searchQueryOf(params), { ...pageWindow(params.page), openAt: NOW });
}

function apiKey(url: string): string {
  const { query, window } = parseApiSearch(new Request(new URL(url, 'http://localhost')));
  return searchKey(query, { ...window, openAt: NOW });
}

describe('one search, one key', () => {
  it('gives the proxy, the page and the API one key for every spelling of a search', () => {
    const page = [
      '/businesses?q=Italian+Restaurant&location=LS6+2AB&radiusMiles=5&open=now&page=2',
      '/businesses?page=2&open=now&radiusMiles=5.00&location=LS6++2AB&q=++italian+++RESTAURANT+',
      '/businesses?q=italian%20restaurant&location=%20LS6%202AB&radiusKm=8.04672&open=now&page=2&sort=&minRating=&category=all&hasPhone=false',
      '/businesses?q=ITALIAN+restaurant&location=LS6 2AB&radiusMiles=5&radiusKm=9&open=now&page=2&utm_source=x',
    ];
    const api = [
      '/api/businesses?search=Italian+Restaurant&location=LS6+2AB&radiusMiles=5&open=now&offset=20',
      '/api/businesses?offset=20&limit=20&open=now&radiusKm=8.04672&location=LS6++2AB&search=+italian++restaurant&sort=relevance&hasWebsite=false&category=',
    ];
    const keys = new Set([...page.map(proxyKey), ...page.map(pageKey), ...api.map(apiKey)]);
    expect([...keys]).toEqual([
      'q=italian+restaurant&location=LS6+2AB&radiusKm=8.04672&open=now&limit=20&offset=20&at=' +
        String(Math.floor(NOW / OPEN_NOW_STEP_MS) * OPEN_NOW_STEP_MS),
    ]);
  });

  it('rounds a point to about 100 m and keeps what changes the answer apart', () => {
    expect(apiKey('/api/businesses?near=53.81904,-1.57811')).toBe(
      apiKey('/api/businesses?near=53.81896,-1.57792'),
    );
    const base = '/api/businesses?search=plumber&location=Leeds';
    const keys = [
      base,
      `${base}&offset=20`,
      `${base}&limit=10`,
      `${base}&radiusKm=5`,
      `${base}&open=now`,
      `${base}&sort=distance`,
      `${base}&category=plumber`,
      `${base}&minRating=4`,
      `${base}&hasPhone=true`,
      `${base}&hasWebsite=true`,
      '/api/businesses?search=plumber&near=53.82,-1.58',
      '/api/businesses?search=plumber&near=53.821,-1.58',
    ].map(apiKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('moves "open now" in one five-minute step', () => {
    const at = (ms: number) =>
      fromSearchKey(searchKey({ open: 'now' }, { limit: 20, offset: 0, openAt: ms })).window.openAt;
    expect(at(NOW)).toBe(Date.UTC(2026, 10, 27, 12, 0));
    expect(at(Date.UTC(2026, 10, 27, 12, 4, 59))).toBe(Date.UTC(2026, 10, 27, 12, 0));
    expect(at(Date.UTC(2026, 10, 27, 12, 5))).toBe(Date.UTC(2026, 10, 27, 12, 5));
    expect(searchKey({ q: 'cafe' }, { limit: 20, offset: 0, openAt: NOW })).not.toContain('at=');
  });

  it('round-trips a key to the same search and window', () => {
    const query = parseSearchQuery({ q: 'cafe', near: '51.5,-0.1', radiusMiles: '3' }, 'lenient');
    const key = searchKey(query, { limit: 20, offset: 40 });
    expect(fromSearchKey(key)).toEqual({ query, window: { limit: 20, offset: 40 } });
    expect(browseParamsFromKey(Buffer.from(key).toString('base64url'))).toEqual(
      browseParamsOf(query, 3),
    );
  });
});

describe('parseSearchQuery', () => {
  it('strict: every unreadable parameter is an issue of one error (the API’s 400)', () => {
    const issues = (params: Record<string, string>) => {
      try {
        parseSearchQuery(params, 'strict');
      } catch (error) {
        return (error as z.ZodError).issues.map((issue) => issue.path.join('.')).sort();
      }
      return [];
    };
    expect(issues({ search: 'x'.repeat(201), near: 'here', sort: 'cheap' })).toEqual([
      'near',
      'search',
      'sort',
    ]);
    expect(issues({ location: 'Leeds', radiusMiles: '5', radiusKm: '5' })).toEqual(['radiusMiles']);
    expect(issues({ sort: 'distance' })).toEqual(['sort']);
    expect(issues({ search: 'cafe', location: 'Leeds' })).toEqual([]);
  });

  it('reads "accepts cards" as a flag: true, or absent', () => {
    expect(parseSearchQuery({ acceptsCards: 'true' }, 'lenient')).toEqual({ acceptsCards: true });
    expect(parseSearchQuery({ acceptsCards: 'false' }, 'strict')).toEqual({});
    expect(parseSearchQuery({ acceptsCards: 'yes' }, 'lenient')).toEqual({});
    expect(() => parseSearchQuery({ acceptsCards: 'yes' }, 'strict')).toThrow(z.ZodError);
  });

  it('lenient: leaves out what it cannot read, cuts long text and prefers miles', () => {
    expect(
      parseSearchQuery(
        { q: 'x'.repeat(300), near: 'here', radiusMiles: '3', radiusKm: '5', minRating: '9' },
        'lenient',
      ),
    ).toEqual({ q: 'x'.repeat(200), radiusKm: 4.828032 });
  });
});
