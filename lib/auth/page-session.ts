import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { sessionCookieName, sessionFromToken } from './session';

export const LOGIN_REQUIRED_PATH = '/admin-login?auth=required';

export async function getPageSession() {
  const store = await cookies();
  return sessionFromToken(store.get(sessionCookieName())?.value);
}

// For admin pages: the proxy only saw a cookie; this checks that it is a valid session.
export async function requireAdminPage() {
  const session = await getPageSession();
  if (!session) redirect(LOGIN_REQUIRED_PATH);
  return session;
}
