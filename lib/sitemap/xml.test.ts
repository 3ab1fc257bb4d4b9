import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { sitemapIndexResponse, urlsetResponse, xmlText } from './xml';

describe('sitemap XML', () => {
  it('escapes the characters XML reserves', () => {
    expect(xmlText(`a&b<c>"d'`)).toBe('a&#38;b&#60;c&#62;&#34;d&#39;');
  });

  it('builds an index of absolute locs in the sitemaps namespace', async () => {
    const response = await sitemapIndexResponse(['/sitemaps/main.xml']);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=/);
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<sitemap><loc>${env.SITE_URL}/sitemaps/main.xml</loc></sitemap>`);
  });

  it('builds a urlset with escaped absolute locs and W3C lastmod', async () => {
    const lastmod = new Date('2026-11-21T10:00:00.000Z');
    const xml = await (await urlsetResponse([{ path: '/details/a?x=1&y=2', lastmod }])).text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain(
      `<url><loc>${env.SITE_URL}/details/a?x=1&#38;y=2</loc><lastmod>2026-11-21T10:00:00.000Z</lastmod></url>`,
    );
  });

  it('leaves lastmod out when there is none', async () => {
    const xml = await (await urlsetResponse([{ path: '/' }])).text();
    expect(xml).toContain(`<url><loc>${env.SITE_URL}/</loc></url>`);
  });
});
