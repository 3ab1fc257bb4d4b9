import { NextResponse, type NextRequest } from 'next/server';
import { malformedApiPath } from '@/lib/api/malformed-path';

// The names lib/auth/session.ts gives the cookie: plain in development, `__Secure-` in production.
const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

const ADMIN_PAGES = ['/admin-panel', '/admin/dashboard'];

function decodes(pathname: string) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Two cheap gates. Next 16.4 answers a path that is not URL-encoded UTF-8 with a plain 500
 * before any route runs (vercel/next.js#92527): the API gets its JSON 400 naming the segment,
 * pages the 404 page. And no session cookie, no admin panel: the real check (signature,
 * expiry) happens on the server in every admin route handler and page; `?auth=required`
 * makes the login page say why the visitor landed there.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/')) {
    return malformedApiPath(pathname) ?? NextResponse.next();
  }
  if (!decodes(pathname)) {
    return NextResponse.rewrite(new URL('/404', request.url), { status: 404 });
  }
  const isAdminPage = ADMIN_PAGES.some(
    (page) => pathname === page || pathname.startsWith(`${page}/`),
  );
  if (isAdminPage && !SESSION_COOKIES.some((name) => request.cookies.has(name))) {
    return NextResponse.redirect(new URL('/admin-login?auth=required', request.url));
  }
  return NextResponse.next();
}

// The API, the pages with a path parameter, and the admin pages; nothing else pays for it.
// The import upload is left out: a proxied request body is buffered and cut at 10 MB,
// while the import route streams uploads of up to 50 MB.
export const config = {
  matcher: [
    '/api/((?!admin/import$).*)',
    '/city/:path*',
    '/category/:path*',
    '/details/:path*',
    '/business/:path*',
    '/admin-panel/:path*',
    '/admin/dashboard/:path*',
  ],
};
