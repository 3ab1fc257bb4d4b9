import 'server-only';
import { z } from 'zod';
import { isBcryptHash } from '@/lib/auth/credentials';
import { DEV_ADMIN, passwordProblem, secretProblem } from '@/lib/auth/published-secrets';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.url().optional(),
  // Migrations only (scripts/db/migrate.ts): a direct connection when DATABASE_URL is a pooler.
  DIRECT_DATABASE_URL: z.url().optional(),
  // pgbouncer: nothing is set per connection (PgBouncer's transaction mode refuses startup
  // parameters); set statement_timeout on the database role instead (docs/deployment.md).
  DATABASE_POOLER: z.enum(['none', 'pgbouncer']).default('none'),
  // Shares cache tag revalidations between instances (cache-handler.mjs reads it too).
  REDIS_URL: z.url().optional(),
  // Set by Vercel: each function instance serves one request at a time.
  VERCEL: z.string().optional(),
  // Unset: http://localhost:<PORT>, so `PORT=4000 npm run dev` links to itself.
  SITE_URL: z.url().optional(),
  SITE_NAME: z.string().trim().min(1).max(80).default('UK Business Directory'),
  // Checked in lib/site-identity.ts: a missing or placeholder value hides the contact details
  // (and is logged) instead of failing here, which would take the public site down.
  CONTACT_EMAIL: z.string().optional(),
  CONTACT_PHONE: z.string().optional(),
  SOCIAL_LINKS: z.string().optional(),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  // Production's rules (length, published values) are checked in adminConfig(), which
  // disables only the admin area: a failed parse here would take the public site down too.
  AUTH_SECRET: z.string().min(1).optional(),
  PORT: z.coerce.number().int().positive().default(3000),
  AD_SCRIPT_URL: z.url().optional(),
  // Per instance: a serverless instance serves one request at a time, so it needs few.
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(process.env.VERCEL ? 2 : 10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  // Public search reads: SET LOCAL in their own transaction, so it holds under PgBouncer too.
  PUBLIC_READ_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
  // Uncached public reads at once per instance (lib/data/read-gate.ts); default: pool size - 2, at least 4.
  PUBLIC_READ_CONCURRENCY: z.coerce.number().int().min(1).max(1000).optional(),
  // Reverse proxies in front of the app that append to X-Forwarded-For (lib/auth/client-address.ts).
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // The directory's own country: home counts, and imports mostly outside it ask first.
  DIRECTORY_COUNTRY: z.string().trim().min(1).max(100).default('United Kingdom'),
  // IndexNow (docs/seo.md): unset sends nothing and /{key}.txt is 404.
  INDEXNOW_KEY: z
    .string()
    .regex(/^[a-zA-Z0-9-]{8,128}$/, '8 to 128 characters of a-z, A-Z, 0-9 and -')
    .optional(),
  INDEXNOW_ENDPOINT: z.url().default('https://api.indexnow.org/indexnow'),
  // off: no aggregateRating in JSON-LD (Google's review-snippet rules; docs/seo.md).
  STRUCTURED_DATA_RATINGS: z.enum(['on', 'off']).default('on'),
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

/** Why the admin area cannot run in production with these settings, or null when it can. */
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

/**
 * The admin credentials, checked once (the log line comes with the first call, at start).
 * Outside production, missing settings fall back to printed dev defaults; in production
 * the admin area refuses to work while any is missing, short or published in the repository.
 */
export function adminConfig(): AdminConfig {
  resolved ??= resolveAdminConfig();
  return resolved;
}
