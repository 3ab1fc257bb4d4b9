// The proxy's view of cache-handler.mjs: the handler registers its lookup on globalThis, so
// the proxy's bundle reads the same page store without a copy of it. Absent (Vercel, where
// the platform's cache applies), every conditional request falls through to a 200.
const PAGE_VALIDATOR = Symbol.for('directory.page-validator');

type PageValidator = (path: string) => Promise<string | null>;

/** The ETag of the page stored for a path (an internal `/cached-list/…` one for `?page=N`). */
export async function currentPageEtag(path: string): Promise<string | null> {
  const lookup = (globalThis as Record<symbol, PageValidator | undefined>)[PAGE_VALIDATOR];
  return lookup ? lookup(path) : null;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** RFC 9110's weak comparison, which If-None-Match uses: `W/` is ignored, `*` matches any. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** A 304 carries the validator it matched and the response's caching rules, with no body. */
export function notModified(etag: string, cacheControl?: string): Response {
  const headers = new Headers({ ETag: etag });
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  return new Response(null, { status: 304, headers });
}
