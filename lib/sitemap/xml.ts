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
 * A stored, gzipped `<urlset>`: sent as it is to clients that take gzip (every crawler),
 * unpacked for the others. The query string plays no part, so `?utm_…` is the same file.
 */
export async function gzippedUrlsetResponse(
  gzipped: Buffer,
  acceptEncoding: string | null,
  unpack: () => Promise<Buffer>,
  state: 'hit' | 'miss',
): Promise<Response> {
  const headers = new Headers(HEADERS);
  headers.set('Vary', 'Accept-Encoding');
  headers.set('X-Sitemap-Cache', state);
  if (acceptsGzip(acceptEncoding)) {
    headers.set('Content-Encoding', 'gzip');
    return new Response(new Uint8Array(gzipped), { headers });
  }
  return new Response(new Uint8Array(await unpack()), { headers });
}

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a non-zero q). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
