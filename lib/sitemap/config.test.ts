import { afterEach, describe, expect, it } from 'vitest';
import { businessesPerSitemap, parseSitemapFile, SITEMAP_PATHS, sitemapChunk } from './config';

afterEach(() => {
  delete process.env.SITEMAP_BUSINESSES_PER_FILE;
});

describe('businessesPerSitemap', () => {
  it('defaults to the protocol maximum of 50,000', () => {
    expect(businessesPerSitemap()).toBe(50_000);
  });

  it('reads SITEMAP_BUSINESSES_PER_FILE', () => {
    process.env.SITEMAP_BUSINESSES_PER_FILE = '7';
    expect(businessesPerSitemap()).toBe(7);
  });

  it('refuses values the protocol or arithmetic cannot take', () => {
    for (const value of ['0', '50001', '2.5', 'many']) {
      process.env.SITEMAP_BUSINESSES_PER_FILE = value;
      expect(() => businessesPerSitemap(), value).toThrow(/SITEMAP_BUSINESSES_PER_FILE/);
    }
  });
});

describe('parseSitemapFile', () => {
  it('reads the 1-based file number of /sitemaps/businesses/{n}.xml', () => {
    expect(parseSitemapFile('1.xml')).toBe(1);
    expect(parseSitemapFile('20.xml')).toBe(20);
    expect(SITEMAP_PATHS.businesses(3)).toBe('/sitemaps/businesses/3.xml');
    expect(SITEMAP_PATHS.landing(2)).toBe('/sitemaps/landing/2.xml');
  });

  it('rejects anything else', () => {
    for (const segment of ['0.xml', '01.xml', '1', '1.xml.gz', '-1.xml', 'x.xml', '99999999.xml'])
      expect(parseSitemapFile(segment), segment).toBeNull();
  });
});

describe('sitemapChunk', () => {
  it('cuts a list into files of at most perFile, and has nothing past the last', () => {
    const items = Array.from({ length: 120_000 }, (_, i) => i);
    const files = [1, 2, 3].map((n) => sitemapChunk(items, n, 50_000)!);
    expect(files.map((file) => file.length)).toEqual([50_000, 50_000, 20_000]);
    expect(files.flat()).toEqual(items);
    expect(sitemapChunk(items, 4, 50_000)).toBeNull();
    expect(sitemapChunk(items, 0, 50_000)).toBeNull();
    expect(sitemapChunk([], 1, 50_000)).toBeNull();
  });
});
