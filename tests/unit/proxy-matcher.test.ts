import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { LIST_QUERY_KEYS } from '@/lib/seo/page-seo/cached-lists';

const runsFor = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe('the proxy runs only where it has work', () => {
  it('runs for every list query key it moves into the path', () => {
    for (const key of LIST_QUERY_KEYS) expect(runsFor(`/businesses?${key}=2`), key).toBe(true);
    for (const path of ['/city/leeds', '/category/plumbers', '/category/trades/leeds']) {
      expect(runsFor(`${path}?page=2`), path).toBe(true);
    }
  });

  it('runs for paths with a percent sign, the internal list routes and the admin pages', () => {
    for (const url of [
      '/api/city/%E0%A4%A',
      '/city/%E0%A4%A',
      '/details/%ZZ',
      '/business/%E0',
      '/cached-list',
      '/cached-list/browse/cT1wbHVtYmVy',
      '/admin-panel',
      '/admin/dashboard/businesses',
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
