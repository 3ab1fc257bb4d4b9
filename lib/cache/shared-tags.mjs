// @ts-check
import { LRUCache } from 'lru-cache';
import { createClient } from 'redis';
import { outsideRequests } from '../startup-scope.mjs';

// Tag revalidation times, shared through Redis when REDIS_URL is set; Redis being away never
// fails a request (docs/caching.md).

/** An evicted tag raises a floor, so eviction can expire an entry early but never keep it stale.
 * @param {number} max */
function tagTimes(max) {
  let floor = -Infinity;
  /** @type {LRUCache<string, number>} */
  const times = new LRUCache({
    max,
    dispose: (time, _tag, reason) => {
      if (reason === 'evict') floor = Math.max(floor, time);
    },
  });
  return {
    /** @param {string} tag */
    get: (tag) => times.peek(tag) ?? floor,
    /** @param {string} tag @param {number} time */
    learn(tag, time) {
      if (time > (times.peek(tag) ?? floor)) times.set(tag, time);
    },
  };
}

/** How long an instance trusts the tag times it last read from Redis. */
export const DEFAULT_MEMO_MS = 250;

/** @param {{ url?: string, keyPrefix?: string, memoMs?: number, maxTags?: number,
 *   commandTimeoutMs?: number }} options */
export function createSharedTags({
  url,
  keyPrefix = 'directory:',
  memoMs = DEFAULT_MEMO_MS,
  maxTags = 100_000,
  // A Redis that accepts connections but does not answer must not hold a page up for long.
  commandTimeoutMs = 200,
} = {}) {
  const hashKey = `${keyPrefix}cache-tags`;
  const revalidatedAt = tagTimes(maxTags);
  /** tag -> when Redis was last asked about it (ms). */
  /** @type {LRUCache<string, number>} */
  const checkedAt = new LRUCache({ max: maxTags });
  /** Revalidations Redis has not acknowledged yet (made while it was away). */
  const unsent = new Map();

  /** @template T @param {Promise<T>} promise */
  function withTimeout(promise) {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer in time')), commandTimeoutMs);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }

  let degraded = false;
  /** @param {unknown} error */
  function degrade(error) {
    if (degraded) return;
    degraded = true;
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      `[cache] Redis unavailable (${message}): serving from this instance's cache; ` +
        'revalidations from other instances are not seen until it returns.',
    );
  }

  function recovered() {
    if (!degraded) return;
    degraded = false;
    console.log('[cache] Redis reachable again: tag revalidations shared again.');
  }

  function connect() {
    if (!url) return null;
    const client = createClient({
      url,
      // Commands fail at once while disconnected; reconnecting is done below, on an unref'd timer.
      disableOfflineQueue: true,
      // withTimeout clears its timer; redis's own (5 s, uncancellable) would keep each request.
      commandOptions: { timeout: 0 },
      socket: { connectTimeout: 2_000, reconnectStrategy: false },
    });
    let retries = 0;
    /** @type {NodeJS.Timeout | null} */
    let retry = null;
    const reconnect = () => {
      if (retry) return;
      retry = setTimeout(open, Math.min(100 * 2 ** retries++, 2_000));
      // `next build` and scripts that load the handler must still exit, Redis up or away.
      retry.unref();
    };
    const open = () => {
      retry = null;
      if (client.isOpen) return;
      client.connect().catch((error) => {
        degrade(error);
        reconnect();
      });
    };
    // A dropped connection shows as an error (no 'end') with the client closed.
    client.on('error', (error) => {
      degrade(error);
      if (!client.isOpen) reconnect();
    });
    client.on('ready', () => {
      retries = 0;
      recovered();
      // Whatever was checked while Redis was away is asked again, and local revalidations sent.
      checkedAt.clear();
      void flushUnsent();
    });
    client.unref();
    open();
    return client;
  }

  const client = outsideRequests(connect);

  async function flushUnsent() {
    if (!client?.isReady || unsent.size === 0) return;
    const batch = new Map(unsent);
    try {
      // HSET keeps the later time only through the script: a revalidation is never undone.
      await withTimeout(
        client.eval(
          "for i = 1, #ARGV, 2 do local t = tonumber(redis.call('HGET', KEYS[1], ARGV[i]) or '0') " +
            "if tonumber(ARGV[i + 1]) > t then redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end end",
          { keys: [hashKey], arguments: [...batch].flatMap(([tag, time]) => [tag, String(time)]) },
        ),
      );
      for (const [tag, time] of batch) if (unsent.get(tag) === time) unsent.delete(tag);
      recovered();
    } catch (error) {
      degrade(error);
    }
  }

  /** @param {string[]} tags */
  async function fetchTags(tags) {
    if (!client?.isReady) return;
    try {
      const times = await withTimeout(client.hmGet(hashKey, tags));
      const now = Date.now();
      tags.forEach((tag, i) => {
        checkedAt.set(tag, now);
        const time = Number(times[i]);
        if (time > 0) revalidatedAt.learn(tag, time);
      });
      // A slow spell without a reconnect ends here, and what it held back is sent.
      recovered();
      if (unsent.size) void flushUnsent();
    } catch (error) {
      degrade(error);
    }
  }

  /** @type {{ tags: Set<string>, promise: Promise<void> } | null} */
  let batch = null;
  /** tag -> the HMGET asking about it right now, so concurrent reads share it. */
  const inFlight = new Map();

  /** One HMGET per tick; a tag already being asked about waits for that answer.
   * @param {string[]} tags */
  function load(tags) {
    const waits = new Set();
    for (const tag of tags) {
      const pending = inFlight.get(tag);
      if (pending) {
        waits.add(pending);
        continue;
      }
      if (!batch) {
        const current = { tags: new Set(), promise: Promise.resolve() };
        current.promise = new Promise((resolve) => setImmediate(resolve))
          .then(() => {
            batch = null;
            return fetchTags([...current.tags]);
          })
          .finally(() => {
            for (const asked of current.tags)
              if (inFlight.get(asked) === current.promise) inFlight.delete(asked);
          });
        batch = current;
      }
      batch.tags.add(tag);
      inFlight.set(tag, batch.promise);
      waits.add(batch.promise);
    }
    return Promise.all(waits);
  }

  return {
    enabled: client !== null,

    /** Asks Redis only about tags not checked within the memo window.
     * @param {(string[] | undefined)[]} tagLists @param {number} storedAt */
    async revalidatedSince(tagLists, storedAt) {
      if (client?.isReady) {
        const oldest = Date.now() - memoMs;
        /** @type {string[]} */
        const due = [];
        for (const tags of tagLists)
          for (const tag of tags ?? [])
            if ((checkedAt.get(tag) ?? -Infinity) <= oldest) due.push(tag);
        if (due.length) await load(due);
      }
      return tagLists.some((tags) => tags?.some((tag) => revalidatedAt.get(tag) >= storedAt));
    },

    /** @param {string[]} tags @param {number} time */
    async revalidate(tags, time) {
      for (const tag of tags) {
        revalidatedAt.learn(tag, time);
        if (client) unsent.set(tag, Math.max(time, unsent.get(tag) ?? 0));
      }
      await flushUnsent();
    },
  };
}

export const sharedTags = createSharedTags({
  url: process.env.REDIS_URL,
  keyPrefix: process.env.REDIS_KEY_PREFIX,
  memoMs: process.env.CACHE_TAG_MEMO_MS ? Number(process.env.CACHE_TAG_MEMO_MS) : undefined,
});
