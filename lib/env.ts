import 'server-only';
import { z } from 'zod';

const DEV_ADMIN = {
  username: 'admin',
  password: 'admin',
  secret: 'dev-only-auth-secret-change-me',
};

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.url().optional(),
  SITE_URL: z.url().default('http://localhost:3000'),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  AUTH_SECRET: z.string().min(16).optional(),
  PORT: z.coerce.number().int().positive().default(3000),
  AD_SCRIPT_URL: z.url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
});

function emptyToUndefined(source: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
}

const parsed = schema.safeParse(emptyToUndefined(process.env));
if (!parsed.success) {
  throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
}

export const env = {
  ...parsed.data,
  SITE_URL: parsed.data.SITE_URL.replace(/\/+$/, ''),
};

export type AdminConfig =
  | { ok: true; username: string; password: string; secret: string; usingDefaults: boolean }
  | { ok: false; reason: string };

let warned = false;

/**
 * The admin credentials. Outside production, missing settings fall back to printed dev
 * defaults; in production the admin area refuses to work until they are set.
 */
export function adminConfig(): AdminConfig {
  const { ADMIN_USERNAME, ADMIN_PASSWORD, AUTH_SECRET, NODE_ENV } = env;
  if (ADMIN_USERNAME && ADMIN_PASSWORD && AUTH_SECRET) {
    return {
      ok: true,
      username: ADMIN_USERNAME,
      password: ADMIN_PASSWORD,
      secret: AUTH_SECRET,
      usingDefaults: false,
    };
  }
  if (NODE_ENV === 'production') {
    const missing = [
      !ADMIN_USERNAME && 'ADMIN_USERNAME',
      !ADMIN_PASSWORD && 'ADMIN_PASSWORD',
      !AUTH_SECRET && 'AUTH_SECRET',
    ].filter(Boolean);
    const reason = `Admin area disabled: set ${missing.join(', ')} in the environment.`;
    if (!warned) console.error(`[admin] ${reason}`);
    warned = true;
    return { ok: false, reason };
  }
  const config = {
    username: ADMIN_USERNAME ?? DEV_ADMIN.username,
    password: ADMIN_PASSWORD ?? DEV_ADMIN.password,
    secret: AUTH_SECRET ?? DEV_ADMIN.secret,
  };
  if (!warned) {
    console.warn(
      `[admin] development defaults in use: username "${config.username}", password "${config.password}". ` +
        'Set ADMIN_USERNAME, ADMIN_PASSWORD and AUTH_SECRET to change them.',
    );
  }
  warned = true;
  return { ok: true, ...config, usingDefaults: true };
}
