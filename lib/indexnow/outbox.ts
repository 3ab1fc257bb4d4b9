import 'server-only';
import { after } from 'next/server';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { detailPath } from '@/lib/urls/paths';
import { MAX_URLS_PER_POST, backoffMs, retryable, submission } from './protocol';

/** Whether changes are queued and sent at all (INDEXNOW_KEY set). */
export const indexNowEnabled = () => env.INDEXNOW_KEY !== undefined;

/** Queues slugs inside a Prisma transaction: `db.$transaction([..., queueSlugs(slugs)])`. */
export const queueSlugs = (slugs: string[]) =>
  db.$executeRaw`INSERT INTO indexnow_outbox (slug) SELECT DISTINCT unnest(${slugs}::text[])
    ON CONFLICT (slug) DO NOTHING`;

// Claims a batch for this instance alone: rows another instance holds are skipped, and a
// slug sent within the hour waits in the outbox. The claim marks them sent at once, so a
// failure that gives up does not bring them back within the hour either.
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
  /** Tries per batch (the first included) before giving up. */
  attempts?: number;
  /** The first retry's wait; each further one doubles. */
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

/**
 * Sends what the outbox holds, in batches of at most 10,000 URLs, retrying 429 and 5xx with
 * backoff; a batch that still fails is dropped with one log line. Returns the URLs sent.
 */
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

/**
 * Sends queued changes once the admin's response is done (never delaying or failing it).
 * Outside a request (scripts, tests) the periodic drain picks them up.
 */
export function sendIndexNowAfterResponse() {
  if (!indexNowEnabled()) return;
  try {
    after(drainQuietly);
  } catch {
    // No request scope: left to startIndexNowDrain's timer.
  }
}

/** Every instance drains now and then: URLs held back by the hourly limit, or left by a crash. */
export function startIndexNowDrain(everyMs = 5 * 60_000) {
  if (!indexNowEnabled()) return () => {};
  const timer = setInterval(() => void drainQuietly(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

export { drainQuietly as drainIndexNowQuietly };
