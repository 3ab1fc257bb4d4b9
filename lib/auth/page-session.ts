import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientAddress } from './client-address';
import { sessionCookieName } from './session';
import { guardedSession } from './session-guard';

/** Where a visitor without a session is sent; the login page then says why. */
export const LOGIN_REQUIRED_PATH = '/admin-login?auth=required';

/** The admin session of the page being rendered, or null (also while the address is limited). */
export async function getPageSession() {
  const [store, requestHeaders] = await Promise.all([cookies(), headers()]);
  const check = await guardedSession(
    store.get(sessionCookieName())?.value,
    clientAddress(requestHeaders),
  );
  return check.session;
}

/** For admin pages: the proxy only saw a cookie; this checks that it is a valid session. */
export async function requireAdminPage() {
  const session = await getPageSession();
  if (!session) redirect(LOGIN_REQUIRED_PATH);
  return session;
}
