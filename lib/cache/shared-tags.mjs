// @ts-check
import { LRUCache } from 'lru-cache';
import { createClient } from 'redis';

/**
 * When each cache tag was last revalidated, shared by every instance through one Redis hash
 * when `REDIS_URL` is set, and kept in this process otherwise. A read asks Redis only for the
 * tags it has not checked in the last `CACHE_TAG_MEMO_MS` (batched into one HMGET per tick),
 * so a warm page costs no round trip most of the time. Redis being away never fails a
 * request: this process's own knowledge is used, one line is logged, and revalidations made
 * meanwhile are sent when the connection returns.
 */

const MEMO_MS = Number(process.env.CACHE_TAG_MEMO_MS ?? 250);
// A Redis that accepts connections but does not answer must not hold a page up for long.
const COMMAND_TIMEOUT_MS = 200;
const HASH_KEY = `${process.env.REDIS_KEY_PREFIX ?? 'directory:'}cache-tags`;

/** tag -> when it was last revalidated (ms), as far as this process knows. */
const revalidatedAt = new Map();
/** tag -> when Redis was last asked about it (ms). */
const checkedAt = new LRUCache({ max: 100_000 });
/** Revalidations Redis has not acknowledged yet (made while it was away). */
const unsent = new Map();

/** @param {string} tag @param {number} time */
function learn(tag, time) {
  if (time > (revalidatedAt.get(tag) ?? -Infinity)) revalidatedAt.set(tag, time);
}

/** @template T @param {Promise<T>} promise */
function withTimeout(promise) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer in time')), COMMAND_TIMEOUT_MS);
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
  const url = process.env.REDIS_URL;
  if (!url) return null;
  const client = createClient({
    url,
    // Commands fail at once while disconnected instead of queueing behind a dead socket.
    disableOfflineQueue: true,
    // Reconnecting is done below, on a timer that does not hold the process open.
    socket: { connectTimeout: 2_000, reconnectStrategy: false },
  });
  let retries = 0;
  /** @type {NodeJS.Timeout | null} */
  let retry = null;
  const reconnect = () => {
    if (retry) return;
    retry = setTimeout(open, Math.min(100 * 2 ** retries++, 2_000));
    // The servers' own sockets keep a process alive, not this: `next build` and scripts that
    // load the handler must still exit, with Redis up or away.
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

/** @type {ReturnType<typeof createClient> | null} */
const client = connect();

async function flushUnsent() {
  if (!client?.isReady || unsent.size === 0) return;
  const batch = new Map(unsent);
  try {
    // HSET keeps the later time only through the script: a revalidation is never undone.
    await withTimeout(
      client.eval(
        "for i = 1, #ARGV, 2 do local t = tonumber(redis.call('HGET', KEYS[1], ARGV[i]) or '0') " +
          "if tonumber(ARGV[i + 1]) > t then redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end end",
        { keys: [HASH_KEY], arguments: [...batch].flatMap(([tag, time]) => [tag, String(time)]) },
      ),
    );
    for (const [tag, time] of batch) if (unsent.get(tag) === time) unsent.delete(tag);
    recovered();
  } catch (error) {
    degrade(error);
  }
}

/** @type {{ tags: Set<string>, promise: Promise<void> } | null} */
let batch = null;

/** @param {string[]} tags */
async function fetchTags(tags) {
  if (!client?.isReady) return;
  try {
    const times = await withTimeout(client.hmGet(HASH_KEY, tags));
    const now = Date.now();
    tags.forEach((tag, i) => {
      checkedAt.set(tag, now);
      const time = Number(times[i]);
      if (time > 0) learn(tag, time);
    });
    // A slow spell without a reconnect ends here.
    recovered();
  } catch (error) {
    degrade(error);
  }
}

/** tag -> the HMGET asking about it right now, so concurrent reads share it. */
const inFlight = new Map();

/**
 * One HMGET for every tag asked about in the same tick; a tag already being asked about
 * waits for that answer instead. @param {string[]} tags
 */
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

export const sharedTags = {
  enabled: client !== null,

  /**
   * The revalidation times of the tags in these lists (and possibly others), fresh from Redis
   * within the memo window when it is reachable.
   * @param {(string[] | undefined)[]} tagLists
   */
  async revalidations(tagLists) {
    if (client?.isReady) {
      const oldest = Date.now() - MEMO_MS;
      /** @type {string[]} */
      const due = [];
      for (const tags of tagLists)
        for (const tag of tags ?? []) if ((checkedAt.get(tag) ?? -Infinity) < oldest) due.push(tag);
      if (due.length) await load(due);
    }
    return revalidatedAt;
  },

  /** @param {string[]} tags @param {number} time */
  async revalidate(tags, time) {
    for (const tag of tags) {
      learn(tag, time);
      if (client) unsent.set(tag, Math.max(time, unsent.get(tag) ?? 0));
    }
    await flushUnsent();
  },
};
