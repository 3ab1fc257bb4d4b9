import 'server-only';
import { z } from 'zod';
import { DEV_ADMIN, isBcryptHash, passwordProblem, secretProblem } from './secrets';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.url().optional(),
  // Migrations only: a direct connection when DATABASE_URL is a pooler.
  DIRECT_DATABASE_URL: z.url().optional(),
  // PgBouncer's transaction mode refuses startup parameters (docs/deployment.md).
  DATABASE_POOLER: z.enum(['none', 'pgbouncer']).default('none'),
  // Streaming replicas for public reads (docs/database.md#replicas).
  DATABASE_READ_URLS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url()))
    .default([]),
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).default(10_000),
  REDIS_URL: z.url().optional(),
  // Set by Vercel: each function instance serves one request at a time.
  VERCEL: z.string().optional(),
  // Unset: http://localhost:<PORT>, so `PORT=4000 npm run dev` links to itself.
  SITE_URL: z.url().optional(),
  SITE_NAME: z.string().trim().min(1).max(80).default('UK Business Directory'),
  // Checked in lib/site-identity.ts: a bad value hides the contact details instead of failing here.
  CONTACT_EMAIL: z.string().optional(),
  CONTACT_PHONE: z.string().optional(),
  SOCIAL_LINKS: z.string().optional(),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  // Production's rules are checked in adminConfig(): failing here would take the public site down too.
  AUTH_SECRET: z.string().min(1).optional(),
  PORT: z.coerce.number().int().positive().default(3000),
  AD_SCRIPT_URL: z.url().optional(),
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(process.env.VERCEL ? 2 : 10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  PUBLIC_READ_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
  PUBLIC_READ_CONCURRENCY: z.coerce.number().int().min(1).max(1000).optional(),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  DIRECTORY_COUNTRY: z.string().trim().min(1).max(100).default('United Kingdom'),
  INDEXNOW_KEY: z
    .string()
    .regex(/^[a-zA-Z0-9-]{8,128}$/, '8 to 128 characters of a-z, A-Z, 0-9 and -')
    .optional(),
  INDEXNOW_ENDPOINT: z.url().default('https://api.indexnow.org/indexnow'),
  STRUCTURED_DATA_RATINGS: z.enum(['on', 'off']).default('on'),
  // Read by next.config.ts (gzip of responses by `next start`); validated here with the rest.
  HTTP_COMPRESSION: z.enum(['on', 'off']).default('on'),
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
  SITE_URL: (parsed.data.SITE_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, ''),
};

export type AdminConfig =
  | { ok: true; username: string; password: string; secret: string; usingDefaults: boolean }
  | { ok: false; reason: string };

function productionProblem(username?: string, password?: string, secret?: string) {
  const missing = [
    !username && 'ADMIN_USERNAME',
    !password && 'ADMIN_PASSWORD',
    !secret && 'AUTH_SECRET',
  ].filter(Boolean);
  if (missing.length) return `set ${missing.join(', ')} in the environment.`;
  // A bcrypt hash hides the password's length; login checks the password itself instead.
  const problems = [
    secretProblem(secret!),
    isBcryptHash(password!) ? null : passwordProblem(password!),
  ].filter(Boolean);
  if (problems.length) return `${problems.join('; ')}. Choose new, unpublished values.`;
  return null;
}

function resolveAdminConfig(): AdminConfig {
  const { ADMIN_USERNAME, ADMIN_PASSWORD, AUTH_SECRET, NODE_ENV } = env;
  if (NODE_ENV === 'production') {
    const problem = productionProblem(ADMIN_USERNAME, ADMIN_PASSWORD, AUTH_SECRET);
    if (problem) {
      const reason = `Admin area disabled: ${problem}`;
      console.error(`[admin] ${reason}`);
      return { ok: false, reason };
    }
  }
  if (ADMIN_USERNAME && ADMIN_PASSWORD && AUTH_SECRET) {
    return {
      ok: true,
      username: ADMIN_USERNAME,
      password: ADMIN_PASSWORD,
      secret: AUTH_SECRET,
      usingDefaults: false,
    };
  }
  const config = {
    username: ADMIN_USERNAME ?? DEV_ADMIN.username,
    password: ADMIN_PASSWORD ?? DEV_ADMIN.password,
    secret: AUTH_SECRET ?? DEV_ADMIN.secret,
  };
  // Only a default is printed: a password set in the environment never reaches the log.
  const password = ADMIN_PASSWORD ? 'from ADMIN_PASSWORD' : `"${DEV_ADMIN.password}"`;
  console.warn(
    `[admin] development defaults in use: username "${config.username}", password ${password}. ` +
      'Set ADMIN_USERNAME, ADMIN_PASSWORD and AUTH_SECRET to change them.',
  );
  return { ok: true, ...config, usingDefaults: true };
}

let resolved: AdminConfig | undefined;

/** Outside production missing settings fall back to printed dev defaults; production refuses them. */
export function adminConfig(): AdminConfig {
  resolved ??= resolveAdminConfig();
  return resolved;
}
