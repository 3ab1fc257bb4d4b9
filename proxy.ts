import { NextResponse, type NextRequest } from 'next/server';

// The names lib/auth/session.ts gives the cookie: plain in development, `__Secure-` in production.
const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

/**
 * A cheap first gate for the admin pages: no session cookie, no panel. The real check
 * (signature, expiry) happens on the server in every admin route handler and page.
 * `?auth=required` makes the login page say why the visitor landed there.
 */
export function proxy(request: NextRequest) {
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (!hasSession) {
    return NextResponse.redirect(new URL('/admin-login?auth=required', request.url));
  }
  return NextResponse.next();
}

export const config = { matcher: ['/admin-panel/:path*', '/admin/dashboard/:path*'] };
