import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { sitemapIndexResponse, urlsetResponse, xmlText } from './xml';

const request = (headers: Record<string, string> = {}) =>
  new Request('http://localhost/sitemap.xml', { headers });

describe('sitemap XML', () => {
  it('escapes the characters XML reserves', () => {
    expect(xmlText(`a&b<c>"d'`)).toBe('a&#38;b&#60;c&#62;&#34;d&#39;');
  });

  it('builds an index of absolute locs in the sitemaps namespace', async () => {
    const response = sitemapIndexResponse(request(), ['/sitemaps/main.xml']);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=/);
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<sitemap><loc>${env.SITE_URL}/sitemaps/main.xml</loc></sitemap>`);
  });

  it('builds a urlset with escaped absolute locs and W3C lastmod', async () => {
    const lastmod = new Date('2026-11-21T10:00:00.000Z');
    const xml = await urlsetResponse(request(), [{ path: '/details/a?x=1&y=2', lastmod }]).text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain(
      `<url><loc>${env.SITE_URL}/details/a?x=1&#38;y=2</loc><lastmod>2026-11-21T10:00:00.000Z</lastmod></url>`,
    );
  });

  it('leaves lastmod out when there is none', async () => {
    const xml = await urlsetResponse(request(), [{ path: '/' }]).text();
    expect(xml).toContain(`<url><loc>${env.SITE_URL}/</loc></url>`);
  });

  it('answers its own ETag with 304 and no body, another with the file', async () => {
    const urls = [{ path: '/city/leeds', lastmod: new Date('2026-11-21T10:00:00.000Z') }];
    const etag = urlsetResponse(request(), urls).headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const repeat = urlsetResponse(request({ 'If-None-Match': etag }), urls);
    expect(repeat.status).toBe(304);
    expect(repeat.headers.get('etag')).toBe(etag);
    expect(await repeat.text()).toBe('');
    const changed = [{ path: '/city/leeds', lastmod: new Date('2026-11-22T10:00:00.000Z') }];
    expect(urlsetResponse(request({ 'If-None-Match': etag }), changed).status).toBe(200);
  });
});
