import { afterEach, describe, expect, it } from 'vitest';
import { businessesPerSitemap, parseBusinessFile, SITEMAP_PATHS } from './config';

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

describe('parseBusinessFile', () => {
  it('reads the 1-based file number of /sitemaps/businesses/{n}.xml', () => {
    expect(parseBusinessFile('1.xml')).toBe(1);
    expect(parseBusinessFile('20.xml')).toBe(20);
    expect(SITEMAP_PATHS.businesses(3)).toBe('/sitemaps/businesses/3.xml');
  });

  it('rejects anything else', () => {
    for (const segment of ['0.xml', '01.xml', '1', '1.xml.gz', '-1.xml', 'x.xml', '99999999.xml'])
      expect(parseBusinessFile(segment), segment).toBeNull();
  });
});
