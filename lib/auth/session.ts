import 'server-only';
import { decode, encode } from 'next-auth/jwt';
import { adminConfig, env } from '@/lib/env';

/** Eight hours: a working day, after which the admin signs in again. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

// Secure cookies (and next-auth's `__Secure-` name for them) only in production, so the
// development server on plain http://localhost keeps its session.
const secure = () => env.NODE_ENV === 'production';

/** The name next-auth itself would give the session cookie; `proxy.ts` checks both. */
export const sessionCookieName = () =>
  secure() ? '__Secure-next-auth.session-token' : 'next-auth.session-token';

export type AdminSession = { username: string };

/** A next-auth JWT (encrypted with the admin secret) naming the administrator. */
export async function createSessionToken(username: string, secret: string) {
  return encode({
    token: { sub: username, name: username },
    secret,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

function cookieAttributes(maxAge: number) {
  return [
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure() ? ['Secure'] : []),
  ];
}

export function sessionSetCookie(token: string) {
  return [`${sessionCookieName()}=${token}`, ...cookieAttributes(SESSION_MAX_AGE_SECONDS)].join(
    '; ',
  );
}

export function sessionClearCookie() {
  return [`${sessionCookieName()}=`, ...cookieAttributes(0)].join('; ');
}

function readCookie(request: Request, name: string) {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * The administrator's session from the request's cookie, or null when it is missing,
 * forged, tampered with, expired, or names someone other than the configured admin.
 */
export async function readSession(request: Request): Promise<AdminSession | null> {
  const config = adminConfig();
  if (!config.ok) return null;
  const token = readCookie(request, sessionCookieName());
  if (!token) return null;
  try {
    const payload = await decode({ token, secret: config.secret });
    if (payload?.sub !== config.username) return null;
    return { username: payload.sub };
  } catch {
    return null;
  }
}
