import 'server-only';
import { createHmac } from 'node:crypto';
import { decode, encode } from 'next-auth/jwt';
import { db } from '@/lib/db';
import { adminConfig, env } from '@/lib/env';

export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

// Secure cookies only in production, so the development server on plain http keeps its session.
const secure = () => env.NODE_ENV === 'production';

export const sessionCookieName = () =>
  secure() ? '__Secure-next-auth.session-token' : 'next-auth.session-token';

export type AdminSession = { username: string };

type Credentials = { username: string; password: string; secret: string };

/** A new ADMIN_PASSWORD ends every session; keyed by the secret, so the claim says nothing of the password. */
export const credentialsFingerprint = ({ username, password, secret }: Credentials) =>
  createHmac('sha256', secret).update(`session\0${username}\0${password}`).digest('base64url');

export async function createSessionToken(credentials: Credentials) {
  return encode({
    token: {
      sub: credentials.username,
      name: credentials.username,
      fp: credentialsFingerprint(credentials),
    },
    secret: credentials.secret,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** One cookie per path, since paths match by prefix segment; public pages, where ads run, never get it. */
export const SESSION_COOKIE_PATHS = ['/api/admin', '/admin-panel', '/admin'] as const;
// Sessions issued before the cookie was scoped lived at `/`; logout clears that one too.
const LEGACY_COOKIE_PATH = '/';

function sessionCookie(value: string, path: string, maxAge: number) {
  return [
    `${sessionCookieName()}=${value}`,
    `Path=${path}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure() ? ['Secure'] : []),
  ].join('; ');
}

export function sessionSetCookies(token: string) {
  return SESSION_COOKIE_PATHS.map((path) => sessionCookie(token, path, SESSION_MAX_AGE_SECONDS));
}

export function sessionClearCookies() {
  return [...SESSION_COOKIE_PATHS, LEGACY_COOKIE_PATH].map((path) => sessionCookie('', path, 0));
}

// Revoked ids live in the database, so a copied cookie dies on every instance and across restarts.
const isRevoked = async (jti: string) => (await db.revokedSession.count({ where: { jti } })) > 0;

async function decodeSession(token: string | undefined) {
  const config = adminConfig();
  if (!config.ok || !token) return null;
  const payload = await decode({ token, secret: config.secret }).catch(() => null);
  if (!payload || payload.sub !== config.username) return null;
  if (payload.fp !== credentialsFingerprint(config)) return null;
  // Outside the catch: a database failure is an error, not a forged cookie to count.
  if (typeof payload.jti === 'string' && (await isRevoked(payload.jti))) return null;
  return payload;
}

export async function sessionFromToken(token: string | undefined): Promise<AdminSession | null> {
  const payload = await decodeSession(token);
  return payload?.sub ? { username: payload.sub } : null;
}

function readCookie(request: Request, name: string) {
  for (const part of request.headers.get('cookie')?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

export function sessionTokenFrom(request: Request) {
  return readCookie(request, sessionCookieName());
}

export async function revokeSession(request: Request) {
  const payload = await decodeSession(sessionTokenFrom(request));
  if (typeof payload?.jti !== 'string') return;
  const expiresAt = new Date(Number(payload.exp ?? 0) * 1000);
  await db.revokedSession.upsert({
    where: { jti: payload.jti },
    create: { jti: payload.jti, expiresAt },
    update: {},
  });
  await db.revokedSession.deleteMany({ where: { expiresAt: { lt: new Date() } } });
}
