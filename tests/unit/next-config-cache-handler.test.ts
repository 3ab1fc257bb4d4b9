import { afterEach, describe, expect, it, vi } from 'vitest';

describe('next.config cacheHandler', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('installs no custom handler on Vercel, so the platform cache and its purge apply', async () => {
    vi.stubEnv('VERCEL', '1');
    const { default: config } = await import('@/next.config');
    expect(config.cacheHandler).toBeUndefined();
    // The stale window stays finite there too.
    expect(config.expireTime).toBe(3600);
  });
});
