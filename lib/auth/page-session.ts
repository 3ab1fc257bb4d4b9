import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { sessionCookieName, sessionFromToken } from './session';

/** Where a visitor without a session is sent; the login page then says why. */
export const LOGIN_REQUIRED_PATH = '/admin-login?auth=required';

/** The admin session of the page being rendered, or null. */
export async function getPageSession() {
  const store = await cookies();
  return sessionFromToken(store.get(sessionCookieName())?.value);
}

/** For admin pages: the proxy only saw a cookie; this checks that it is a valid session. */
export async function requireAdminPage() {
  const session = await getPageSession();
  if (!session) redirect(LOGIN_REQUIRED_PATH);
  return session;
}
