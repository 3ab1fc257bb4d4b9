import { getServerSideSitemap, getServerSideSitemapIndex, type ISitemapField } from 'next-sitemap';
import { PUBLIC_CACHE_CONTROL } from '@/lib/api/cache-headers';
import { absoluteUrl } from '@/lib/seo/metadata';

export type SitemapUrl = { path: string; lastmod?: Date };

const HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': PUBLIC_CACHE_CONTROL,
};

// next-sitemap writes <loc> text as given, so XML's special characters are escaped here.
export function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const loc = (path: string) => xmlText(absoluteUrl(path));

export function sitemapIndexResponse(paths: string[]): Promise<Response> {
  return getServerSideSitemapIndex(paths.map(loc), HEADERS);
}

export function sitemapFields(urls: SitemapUrl[]): ISitemapField[] {
  return urls.map((url) => ({ loc: loc(url.path), lastmod: url.lastmod?.toISOString() }));
}

export function urlsetResponse(urls: SitemapUrl[]): Promise<Response> {
  return getServerSideSitemap(sitemapFields(urls), HEADERS);
}

/** Next drops a route handler's own Content-Encoding, so the stored gzip is unpacked. */
export function storedUrlsetResponse(xml: Buffer, state: 'hit' | 'miss'): Response {
  const headers = new Headers(HEADERS);
  headers.set('X-Sitemap-Cache', state);
  const body = new Uint8Array(xml.buffer as ArrayBuffer, xml.byteOffset, xml.byteLength);
  return new Response(body, { headers });
}
