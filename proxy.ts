import { NextResponse, type NextRequest } from 'next/server';
import { decodes, malformedApiPath } from '@/lib/api/malformed-path';
import { currentPageEtag, etagMatches, notModified } from '@/lib/cache/page-validators';
import { CACHED_LIST_PREFIX, cachedListPath, withoutListQuery } from '@/lib/search/cached-lists';

// The names lib/auth/session.ts gives the cookie: plain in development, `__Secure-` in production.
const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

const ADMIN_PAGES = ['/admin-panel', '/admin/dashboard'];

function notFound(request: NextRequest) {
  return NextResponse.rewrite(new URL('/404', request.url), { status: 404 });
}

/**
 * A crawler's repeat request whose ETag is still the stored page's gets 304 without a render
 * (docs/seo.md#conditional-requests); HTML only, as the RSC payload of a page is fetched fresh.
 */
async function notModifiedPage(request: NextRequest, path: string) {
  const ifNoneMatch = request.headers.get('if-none-match');
  if (!ifNoneMatch || request.headers.has('rsc')) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const etag = await currentPageEtag(path);
  return etag && etagMatches(ifNoneMatch, etag) ? notModified(etag) : null;
}

/** A list URL with a query goes to the internal route caching its canonical form (docs/caching.md). */
async function listRoute(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === CACHED_LIST_PREFIX || pathname.startsWith(`${CACHED_LIST_PREFIX}/`)) {
    return notFound(request);
  }
  const target = cachedListPath(pathname, searchParams);
  if (!target) return null;
  const unchanged = await notModifiedPage(request, target);
  if (unchanged) return unchanged;
  const url = request.nextUrl.clone();
  url.pathname = target;
  url.search = withoutListQuery(searchParams).toString();
  return NextResponse.rewrite(url);
}

/**
 * Next answers a path that is not URL-encoded UTF-8 with a 500 (vercel/next.js#92527), so it
 * gets a 400 (API) or the 404 page here. No session cookie, no admin panel: the real check
 * runs on the server in every admin route and page.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/')) return malformedApiPath(pathname) ?? NextResponse.next();
  if (!decodes(pathname)) return notFound(request);
  const list = (await listRoute(request)) ?? (await notModifiedPage(request, pathname));
  if (list) return list;
  const isAdminPage = ADMIN_PAGES.some(
    (page) => pathname === page || pathname.startsWith(`${page}/`),
  );
  if (isAdminPage && !SESSION_COOKIES.some((name) => request.cookies.has(name))) {
    return NextResponse.redirect(new URL('/admin-login?auth=required', request.url));
  }
  return NextResponse.next();
}

// Next runs the proxy for about as long as it takes to serve a cached page, so it runs only
// where it has work: a list URL with a key the list reads (LIST_QUERY_KEYS in
// lib/search/browse-params.ts; the matcher must be literal, tests/unit/proxy-matcher holds the two
// together), a path with a `%`, the internal routes and the admin area. The login limit's
// client address is a server hook's business (lib/auth/socket-address.ts). A public page asked
// with If-None-Match runs it too, for a 304.
export const config = {
  matcher: [
    { source: '/', has: [{ type: 'header', key: 'if-none-match' }] },
    {
      source: '/:section(details|city|category|cities|businesses)/:path*',
      has: [{ type: 'header', key: 'if-none-match' }],
    },
    '/api/:path(.*%.*)',
    '/:section(businesses|city|category|details|business)/:path(.*%.*)',
    {
      source: '/:section(businesses|city|category)/:path*',
      has: [{ type: 'query', key: 'page', value: '(?!1$).+' }],
    },
    { source: '/businesses', has: [{ type: 'query', key: 'category', value: '(?!all$).+' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'q' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'location' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'near' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'radiusKm' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'radiusMiles' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'open' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'minRating' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'hasWebsite' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'hasPhone' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'acceptsCards' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'sort' }] },
    '/cached-list/:path*',
    '/admin-panel/:path*',
    '/admin/dashboard/:path*',
  ],
};
