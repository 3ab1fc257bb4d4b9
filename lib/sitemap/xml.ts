import { createHash } from 'node:crypto';
import { SitemapBuilder, type ISitemapField } from 'next-sitemap';
import { PUBLIC_CACHE_CONTROL } from '@/lib/api/cache-headers';
import { etagMatches, notModified } from '@/lib/cache/page-validators';
import { absoluteUrl } from '@/lib/seo/metadata';

export type SitemapUrl = { path: string; lastmod?: Date };

// next-sitemap writes <loc> text as given, so XML's special characters are escaped here.
export function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const loc = (path: string) => xmlText(absoluteUrl(path));

export function sitemapFields(urls: SitemapUrl[]): ISitemapField[] {
  return urls.map((url) => ({ loc: loc(url.path), lastmod: url.lastmod?.toISOString() }));
}

export const urlsetXml = (urls: SitemapUrl[]) =>
  new SitemapBuilder().buildSitemapXml(sitemapFields(urls));

/** A weak ETag of the file's bytes: equal on every instance that would send the same file. */
export const xmlEtag = (xml: string | Buffer) =>
  `W/"${createHash('sha1').update(xml).digest('base64url')}"`;

/** A repeat request with the file's ETag gets 304 and no body. */
export function notModifiedXml(request: Request, etag: string): Response | null {
  return etagMatches(request.headers.get('if-none-match'), etag)
    ? notModified(etag, PUBLIC_CACHE_CONTROL)
    : null;
}

/** Every sitemap response; `etag` is passed when it was computed once for stored bytes. */
export function xmlResponse(
  request: Request,
  xml: string | Buffer,
  extra: { etag?: string; headers?: Record<string, string> } = {},
): Response {
  const etag = extra.etag ?? xmlEtag(xml);
  const unchanged = notModifiedXml(request, etag);
  if (unchanged) return unchanged;
  const headers = new Headers({
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': PUBLIC_CACHE_CONTROL,
    ETag: etag,
    ...extra.headers,
  });
  const body =
    typeof xml === 'string'
      ? xml
      : new Uint8Array(xml.buffer as ArrayBuffer, xml.byteOffset, xml.byteLength);
  return new Response(body, { headers });
}

export const sitemapIndexResponse = (request: Request, paths: string[]) =>
  xmlResponse(request, new SitemapBuilder().buildSitemapIndexXml(paths.map(loc)));

export const urlsetResponse = (request: Request, urls: SitemapUrl[]) =>
  xmlResponse(request, urlsetXml(urls));
