import 'server-only';
import { after } from 'next/server';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { detailPath } from '@/lib/urls/paths';
import { MAX_URLS_PER_POST, backoffMs, retryable, submission } from './protocol';

export const indexNowEnabled = () => env.INDEXNOW_KEY !== undefined;

export const queueSlugs = (slugs: string[]) =>
  db.$executeRaw`INSERT INTO indexnow_outbox (slug) SELECT DISTINCT unnest(${slugs}::text[])
    ON CONFLICT (slug) DO NOTHING`;

// The claim marks rows sent at once, so a failure that gives up does not bring them back within the hour.
const CLAIM_SQL = Prisma.sql`
WITH claimed AS (
  DELETE FROM indexnow_outbox WHERE slug IN (
    SELECT o.slug FROM indexnow_outbox o
    WHERE NOT EXISTS (
      SELECT 1 FROM indexnow_sent s WHERE s.slug = o.slug AND s.sent_at > now() - interval '1 hour')
    ORDER BY o.queued_at
    LIMIT ${MAX_URLS_PER_POST}
    FOR UPDATE SKIP LOCKED)
  RETURNING slug
), marked AS (
  INSERT INTO indexnow_sent (slug, sent_at) SELECT slug, now() FROM claimed
  ON CONFLICT (slug) DO UPDATE SET sent_at = excluded.sent_at
)
SELECT slug FROM claimed`;

export type DrainOptions = {
  endpoint?: string;
  attempts?: number;
  backoffBaseMs?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function post(endpoint: string, body: unknown, attempts: number, baseMs: number) {
  let last = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let retryAfter: string | null = null;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      await response.body?.cancel();
      if (response.ok) return true;
      last = `HTTP ${response.status}`;
      if (!retryable(response.status)) break;
      retryAfter = response.headers.get('retry-after');
    } catch (error) {
      last = (error as Error).message;
    }
    if (attempt < attempts) await sleep(backoffMs(attempt, baseMs, retryAfter));
  }
  return last;
}

/** A batch that still fails after retries is dropped with one log line. */
export async function drainIndexNow(options: DrainOptions = {}): Promise<number> {
  const key = env.INDEXNOW_KEY;
  if (!key) return 0;
  const endpoint = options.endpoint ?? env.INDEXNOW_ENDPOINT;
  let sent = 0;
  for (;;) {
    const claimed = await db.$queryRaw<{ slug: string }[]>(CLAIM_SQL);
    if (claimed.length === 0) break;
    const urls = claimed.map(({ slug }) => `${env.SITE_URL}${detailPath(slug)}`);
    const result = await post(
      endpoint,
      submission(env.SITE_URL, key, urls),
      options.attempts ?? 4,
      options.backoffBaseMs ?? 2_000,
    );
    if (result === true) sent += urls.length;
    else console.warn(`[indexnow] gave up on ${urls.length} URLs: ${result}`);
    if (claimed.length < MAX_URLS_PER_POST) break;
  }
  await db.$executeRaw`DELETE FROM indexnow_sent WHERE sent_at < now() - interval '1 hour'`;
  return sent;
}

const drainQuietly = () =>
  drainIndexNow().catch((error: Error) => console.warn(`[indexnow] send failed: ${error.message}`));

/** Never delays or fails the admin's response; outside a request the periodic drain picks them up. */
export function sendIndexNowAfterResponse() {
  if (!indexNowEnabled()) return;
  try {
    after(drainQuietly);
  } catch {
    // No request scope: left to startIndexNowDrain's timer.
  }
}

// Picks up URLs held back by the hourly limit, or left by a crash.
export function startIndexNowDrain(everyMs = 5 * 60_000) {
  if (!indexNowEnabled()) return () => {};
  const timer = setInterval(() => void drainQuietly(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

export { drainQuietly as drainIndexNowQuietly };
