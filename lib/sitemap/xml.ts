import { getServerSideSitemap, getServerSideSitemapIndex, type ISitemapField } from 'next-sitemap';
import { PUBLIC_CACHE_CONTROL } from '@/lib/api/cache-headers';
import { absoluteUrl } from '@/lib/seo/metadata';

export type SitemapUrl = { path: string; lastmod?: Date };

const HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  // Crawlers and CDNs may keep a sitemap as long as the data cache does.
  'Cache-Control': PUBLIC_CACHE_CONTROL,
};

/** next-sitemap writes <loc> text as given, so XML's special characters are escaped here. */
export function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An absolute, escaped <loc> value for a site path (paths are already percent-encoded). */
export const loc = (path: string) => xmlText(absoluteUrl(path));

/** A `<sitemapindex>` response listing the given site paths. */
export function sitemapIndexResponse(paths: string[]): Promise<Response> {
  return getServerSideSitemapIndex(paths.map(loc), HEADERS);
}

/** next-sitemap's fields for site paths; lastmod in W3C datetime (ISO 8601, UTC). */
export function sitemapFields(urls: SitemapUrl[]): ISitemapField[] {
  return urls.map((url) => ({ loc: loc(url.path), lastmod: url.lastmod?.toISOString() }));
}

/** A `<urlset>` response. */
export function urlsetResponse(urls: SitemapUrl[]): Promise<Response> {
  return getServerSideSitemap(sitemapFields(urls), HEADERS);
}

/**
 * A stored `<urlset>`, unpacked from its gzip: Next 16.4 drops a route handler's own
 * Content-Encoding, so the stored bytes cannot go out as they are. The query string plays no
 * part, so `?utm_…` is the same file; `X-Sitemap-Cache` says whether it was stored.
 */
export function storedUrlsetResponse(xml: Buffer, state: 'hit' | 'miss'): Response {
  const headers = new Headers(HEADERS);
  headers.set('X-Sitemap-Cache', state);
  const body = new Uint8Array(xml.buffer as ArrayBuffer, xml.byteOffset, xml.byteLength);
  return new Response(body, { headers });
}
