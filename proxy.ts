import { NextResponse, type NextRequest } from 'next/server';
import { decodes, malformedApiPath } from '@/lib/api/malformed-path';
import { cachedListPath, withoutListQuery } from '@/lib/seo/page-seo/cached-lists';
import { CACHED_LIST_PREFIX } from '@/lib/seo/page-seo/list-rewrites';

// The names lib/auth/session.ts gives the cookie: plain in development, `__Secure-` in production.
const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

const ADMIN_PAGES = ['/admin-panel', '/admin/dashboard'];

function notFound(request: NextRequest) {
  return NextResponse.rewrite(new URL('/404', request.url), { status: 404 });
}

/**
 * A list URL with a query that next.config.ts does not rewrite goes to the internal route
 * that caches its canonical form by path (lib/seo/page-seo/cached-lists.ts); that route is
 * never a public URL of its own.
 */
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
 * Three cheap steps. Next 16.4 answers a path that is not URL-encoded UTF-8 with a plain 500
 * before any route runs (vercel/next.js#92527): the API gets its JSON 400 naming the segment,
 * pages the 404 page. List pages with a query go to their cached form. And no session
 * cookie, no admin panel: the real check (signature, expiry) happens on the server in every
 * admin route handler and page; `?auth=required` makes the login page say why the visitor
 * landed there.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/')) {
    return malformedApiPath(pathname) ?? NextResponse.next();
  }
  if (!decodes(pathname)) return notFound(request);
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

// The proxy costs every request it runs for about as much as serving a cached page, so it
// runs only where it has work: a path with a percent sign (the malformed-path check); a list
// URL with a query that next.config.ts does not rewrite (lib/seo/page-seo/list-rewrites.ts):
// a value out of canonical form (CANONICAL_VALUE there, repeated here because the matcher
// must be literal, constants included; tests/unit/proxy-matcher.test.ts holds the two
// together), a page number, or a combination no form produces; a direct request for the
// internal list routes; and the admin pages. The import upload never matches: a proxied
// request body is buffered and cut at 10 MB, while the import route streams uploads of up
// to 50 MB.
export const config = {
  matcher: [
    '/api/:path(.*%.*)',
    '/:section(businesses|city|category|details|business)/:path(.*%.*)',
    {
      source: '/businesses',
      has: [{ type: 'query', key: 'q', value: "(?!(?:(?!\\.{1,2}$)[\\w.~!*'()-]{1,200})$).+" }],
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
    '/cached-list/:path*',
    '/admin-panel/:path*',
    '/admin/dashboard/:path*',
  ],
};
