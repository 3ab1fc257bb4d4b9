import { NextResponse, type NextRequest } from 'next/server';
import { decodes, malformedApiPath } from '@/lib/api/malformed-path';
import { cachedListPath, withoutListQuery } from '@/lib/urls/cached-lists';
import { lookUpFormer, mightBeFormer } from '@/lib/urls/former-slugs';
import { CACHED_LIST_PREFIX } from '@/lib/urls/list-rewrites';

// The names lib/auth/session.ts gives the cookie: plain in development, `__Secure-` in production.
const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

const ADMIN_PAGES = ['/admin-panel', '/admin/dashboard'];

function notFound(request: NextRequest) {
  return NextResponse.rewrite(new URL('/404', request.url), { status: 404 });
}

/** A list URL with a query goes to the internal route caching its canonical form (docs/caching.md). */
function listRoute(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === CACHED_LIST_PREFIX || pathname.startsWith(`${CACHED_LIST_PREFIX}/`)) {
    return notFound(request);
  }
  const target = cachedListPath(pathname, searchParams);
  if (!target) return null;
  const url = request.nextUrl.clone();
  url.pathname = target;
  url.search = withoutListQuery(searchParams).toString();
  return NextResponse.rewrite(url);
}

/**
 * A renamed business's old URL answers 308 to its current one, a deleted business's 410 Gone
 * with the not-found text (docs/seo.md). A live slug costs one in-memory filter check.
 */
function formerDetail(request: NextRequest): Promise<NextResponse> | NextResponse | null {
  const match = /^\/details\/([^/]+)(\/gone)?$/.exec(request.nextUrl.pathname);
  if (!match) return null;
  // The gone page (app/(site)/details/[slug]/gone) is internal: only the rewrite below reaches it.
  if (match[2]) return notFound(request);
  const slug = decodeURIComponent(match[1]!);
  if (!mightBeFormer(slug)) return null;
  return lookUpFormer(slug).then((former) => {
    const url = request.nextUrl.clone();
    if (former?.kind === 'moved') {
      url.pathname = `/details/${encodeURIComponent(former.slug)}`;
      return NextResponse.redirect(url, 308);
    }
    if (former?.kind === 'gone') {
      url.pathname = `${url.pathname}/gone`;
      return NextResponse.rewrite(url, { status: 410 });
    }
    return NextResponse.next();
  });
}

/**
 * Next answers a path that is not URL-encoded UTF-8 with a 500 (vercel/next.js#92527), so it
 * gets a 400 (API) or the 404 page here. No session cookie, no admin panel: the real check
 * runs on the server in every admin route and page.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/')) return malformedApiPath(pathname) ?? NextResponse.next();
  if (!decodes(pathname)) return notFound(request);
  const former = formerDetail(request);
  if (former) return former;
  const list = listRoute(request);
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
// where it has work. The list conditions are the negation of next.config.ts's rewrites
// (CANONICAL_VALUE in list-rewrites.ts; the matcher must be literal, tests/unit/proxy-matcher
// holds the two together). The login limit's client address is not the proxy's business: a
// server hook derives it for every request (lib/auth/socket-address.ts).
export const config = {
  matcher: [
    '/api/:path(.*%.*)',
    '/:section(businesses|city|category|details|business)/:path(.*%.*)',
    {
      source: '/businesses',
      has: [{ type: 'query', key: 'q', value: "(?!(?:(?!\\.{1,2}$)[a-z0-9_.~!*'()-]{1,200})$).+" }],
    },
    {
      source: '/businesses',
      has: [
        { type: 'query', key: 'location', value: "(?!(?:(?!\\.{1,2}$)[\\w.~!*'()-]{1,200})$).+" },
      ],
    },
    {
      source: '/businesses',
      has: [
        {
          type: 'query',
          key: 'category',
          value: '(?!(?:all|(?!all$)[a-z0-9]+(?:-[a-z0-9]+)*)$).+',
        },
      ],
    },
    {
      source: '/:section(businesses|city|category)/:path*',
      has: [{ type: 'query', key: 'page', value: '(?!1$).+' }],
    },
    {
      source: '/businesses',
      has: [{ type: 'query', key: 'location' }],
      missing: [{ type: 'query', key: 'q' }],
    },
    {
      source: '/businesses',
      has: [
        { type: 'query', key: 'location' },
        { type: 'query', key: 'category', value: '(?!all$).+' },
      ],
    },
    // The browse page's filters and order (lib/urls/browse-params.ts) are always the proxy's.
    { source: '/businesses', has: [{ type: 'query', key: 'near' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'radiusKm' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'radiusMiles' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'open' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'minRating' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'hasWebsite' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'hasPhone' }] },
    { source: '/businesses', has: [{ type: 'query', key: 'sort' }] },
    '/details/:slug',
    '/details/:slug/gone',
    '/cached-list/:path*',
    '/admin-panel/:path*',
    '/admin/dashboard/:path*',
  ],
};
