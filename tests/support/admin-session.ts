// Usage: `new Request(url, { headers: { cookie: await adminSessionCookie() } })` then call the handler.
import { adminConfig } from '@/lib/env';
import { createSessionToken, sessionCookieName } from '@/lib/auth/session';

function configured() {
  const config = adminConfig();
  if (!config.ok) throw new Error(`admin-session: ${config.reason}`);
  return config;
}

/** A `Cookie` header value carrying a valid session of the configured administrator. */
export async function adminSessionCookie(): Promise<string> {
  return `${sessionCookieName()}=${await createSessionToken(configured())}`;
}

/** The same shape of cookie, but signed with a secret the server does not know. */
export async function forgedSessionCookie(): Promise<string> {
  const token = await createSessionToken({
    ...configured(),
    secret: 'an-attacker-guessed-secret-0123456789',
  });
  return `${sessionCookieName()}=${token}`;
}
