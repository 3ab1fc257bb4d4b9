// The shared tag times against a real redis-server: memo, batching, several instances, Redis
// stopped or hung and back, and the bound on how many tag times a process keeps.
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSharedTags } from '@/lib/cache/shared-tags.mjs';
import { startRedisServer, type RedisServer } from '@/tests/support/redis-server';

let server: RedisServer;
let admin: ReturnType<typeof createClient>;
let prefix = 0;

beforeAll(async () => {
  server = await startRedisServer();
  admin = createClient({ url: server.url });
  // It reconnects by itself after the tests stop the server.
  admin.on('error', () => {});
  await admin.connect();
}, 120_000);

afterAll(async () => {
  // Every instance made here notices the server go.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  admin.destroy();
  await server.stop();
});

afterEach(() => vi.restoreAllMocks());

/** Instances sharing one hash; each test gets its own key prefix. */
function instances(options: { memoMs?: number; maxTags?: number } = {}) {
  const keyPrefix = `t${++prefix}:`;
  const make = (memoMs = options.memoMs ?? 0) =>
    createSharedTags({ url: server.url, keyPrefix, memoMs, maxTags: options.maxTags });
  return { make, hash: `${keyPrefix}cache-tags` };
}

const ready = async (...tags: ReturnType<typeof createSharedTags>[]) => {
  // A read waits for nothing while the client connects, so wait until each one asks Redis
  // (one at a time: a count over all of them could be met by one instance asking twice).
  for (const shared of tags)
    await vi.waitFor(async () => {
      const before = await hmgets();
      await shared.revalidatedSince([[`ready-${prefix}`]], 0);
      expect(await hmgets()).toBeGreaterThan(before);
    });
};

async function hmgets() {
  const stats = await admin.info('commandstats');
  return Number(/cmdstat_hmget:calls=(\d+)/.exec(stats)?.[1] ?? 0);
}

describe('shared tags with Redis', () => {
  it('an edit on one instance expires the entry on another', async () => {
    const { make } = instances();
    const [a, b] = [make(), make()];
    await ready(a, b);
    const storedAt = Date.now();
    expect(await b.revalidatedSince([['business:1']], storedAt)).toBe(false);
    await a.revalidate(['business:1'], storedAt + 1);
    expect(await b.revalidatedSince([['business:1']], storedAt)).toBe(true);
    expect(await b.revalidatedSince([['business:1']], storedAt + 2)).toBe(false);
  });

  it('keeps the later time when an earlier revalidation arrives last', async () => {
    const { make, hash } = instances();
    const a = make();
    await ready(a);
    await a.revalidate(['town:leeds'], 2_000);
    await make().revalidate(['town:leeds'], 1_000);
    await vi.waitFor(async () => expect(await admin.hGet(hash, 'town:leeds')).toBe('2000'));
  });

  it('asks Redis about a tag once per memo window', async () => {
    const { make } = instances({ memoMs: 60_000 });
    const [a, reader] = [make(0), make()];
    await ready(a, reader);
    await reader.revalidatedSince([['ranked']], 0);
    await a.revalidate(['ranked'], Date.now());
    const before = await hmgets();
    // Within the window the reader trusts what it learned: no round trip, the edit unseen.
    expect(await reader.revalidatedSince([['ranked']], 0)).toBe(false);
    expect(await hmgets()).toBe(before);
    // A memo of 0 asks every time and sees it.
    expect(await make(0).revalidatedSince([['ranked']], 0)).toBe(false);
  });

  it('batches the tags asked in one tick into one HMGET, sharing requests in flight', async () => {
    const { make } = instances();
    const a = make();
    await ready(a);
    await a.revalidate(['tag:7'], 5_000);
    const before = await hmgets();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => a.revalidatedSince([[`tag:${i}`, 'businesses']], 1)),
    );
    expect(await hmgets()).toBe(before + 1);
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(answers[7]).toBe(true);
  });

  it('serves from local knowledge while Redis is down, and shares again when it returns', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { make, hash } = instances();
    const [a, b] = [make(), make()];
    await ready(a, b);
    await server.stop();
    const time = Date.now();
    await a.revalidate(['slug:acme'], time);
    expect(await a.revalidatedSince([['slug:acme']], time)).toBe(true);
    expect(await b.revalidatedSince([['slug:acme']], time)).toBe(false);
    expect(errors.mock.calls.flat().join('\n')).toContain('[cache] Redis unavailable');

    await server.start();
    // The revalidation made meanwhile is sent on reconnect, and the other instance sees it.
    await vi.waitFor(async () => expect(await admin.hGet(hash, 'slug:acme')).toBe(String(time)), {
      timeout: 20_000,
      interval: 100,
    });
    await vi.waitFor(
      async () => expect(await b.revalidatedSince([['slug:acme']], time)).toBe(true),
      {
        timeout: 20_000,
        interval: 100,
      },
    );
    expect(logs.mock.calls.flat().join('\n')).toContain('[cache] Redis reachable again');
  }, 60_000);

  it('does not wait on a Redis that stops answering, and catches up when it answers', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { make, hash } = instances();
    const [a, b] = [make(), make()];
    await ready(a, b);
    server.pause();
    try {
      const time = Date.now();
      await a.revalidate(['group:trades'], time);
      expect(await a.revalidatedSince([['group:trades']], time)).toBe(true);
      expect(await b.revalidatedSince([['group:trades']], time)).toBe(false);
      expect(errors.mock.calls.flat().join('\n')).toContain('did not answer in time');
    } finally {
      server.resume();
    }
    // No reconnect happens (the socket stayed open): the next good answer sends what waited.
    await vi.waitFor(
      async () => {
        await a.revalidatedSince([['anything']], 0);
        expect(Number(await admin.hGet(hash, 'group:trades'))).toBeGreaterThan(0);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(await b.revalidatedSince([['group:trades']], 0)).toBe(true);
  }, 60_000);

  it('keeps a bounded number of tag times without making a stale entry fresh', async () => {
    const { make } = instances({ maxTags: 3 });
    // Within its memo window b would not ask Redis again about a tag it still held.
    const [a, b] = [make(), make(60_000)];
    await ready(a, b);
    const storedAt = Date.now();
    await a.revalidate(['business:1'], storedAt + 1);
    expect(await b.revalidatedSince([['business:1']], storedAt)).toBe(true);
    // b learns more tags than it keeps; business:1 is evicted first.
    for (const tag of ['business:2', 'business:3', 'business:4'])
      await a.revalidate([tag], storedAt + 2);
    expect(await b.revalidatedSince([['business:2', 'business:3', 'business:4']], storedAt)).toBe(
      true,
    );
    expect(await b.revalidatedSince([['business:1']], storedAt)).toBe(true);
  });
});

describe('shared tags without Redis', () => {
  it('keeps tag times in the process', async () => {
    const local = createSharedTags({});
    expect(local.enabled).toBe(false);
    await local.revalidate(['counts'], 100);
    expect(await local.revalidatedSince([['counts']], 100)).toBe(true);
    expect(await local.revalidatedSince([['counts']], 101)).toBe(false);
    expect(await local.revalidatedSince([undefined, ['latest']], 0)).toBe(false);
  });

  it('bounds its tag times: an evicted tag still expires what was stored before it', async () => {
    const local = createSharedTags({ maxTags: 3 });
    await local.revalidate(['old'], 10);
    for (const [i, tag] of ['a', 'b', 'c', 'd'].entries()) await local.revalidate([tag], 20 + i);
    // `old` (time 10) and `a` (20) are gone; anything stored at or before 20 with a tag no
    // longer held counts as expired, later entries stay fresh.
    expect(await local.revalidatedSince([['old']], 5)).toBe(true);
    expect(await local.revalidatedSince([['old']], 20)).toBe(true);
    expect(await local.revalidatedSince([['old']], 21)).toBe(false);
    expect(await local.revalidatedSince([['never-seen']], 21)).toBe(false);
    expect(await local.revalidatedSince([['d']], 23)).toBe(true);
    // A tag learned again after its eviction keeps its own, later time.
    await local.revalidate(['old'], 30);
    expect(await local.revalidatedSince([['old']], 25)).toBe(true);
  });
});
