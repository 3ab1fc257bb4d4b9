// The public API with its database unreachable (nothing listens on the port): every endpoint
// answers 503 with Retry-After in the one error shape, never 500. This file points the app's
// pool at a closed port before loading anything that reads the environment.
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/scripts/free-port';

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;
let routes: Record<string, { GET: Handler; params?: Record<string, string> }>;

beforeAll(async () => {
  process.env.DATABASE_URL = `postgresql://nobody@127.0.0.1:${await freePort()}/absent`;
  process.env.DATABASE_CONNECT_TIMEOUT_MS = '2000';
  routes = {
    '/api/businesses?limit=5': { GET: (await import('@/app/api/businesses/route')).GET as Handler },
    '/api/businesses?search=plumber&location=Leeds': {
      GET: (await import('@/app/api/businesses/route')).GET as Handler,
    },
    '/api/businesses/9b2c1c4e-6c0e-4a8e-9d61-0f5f3c3f2a10': {
      GET: (await import('@/app/api/businesses/[id]/route')).GET as Handler,
      params: { id: '9b2c1c4e-6c0e-4a8e-9d61-0f5f3c3f2a10' },
    },
    '/api/businesses/slug/leeds-plumbers': {
      GET: (await import('@/app/api/businesses/slug/[slug]/route')).GET as Handler,
      params: { slug: 'leeds-plumbers' },
    },
    '/api/city/leeds': {
      GET: (await import('@/app/api/city/[cityName]/route')).GET as Handler,
      params: { cityName: 'leeds' },
    },
    '/api/statistics': { GET: (await import('@/app/api/statistics/route')).GET as Handler },
    '/api/categories': { GET: (await import('@/app/api/categories/route')).GET as Handler },
    '/sitemaps/businesses/1.xml': {
      GET: (await import('@/app/sitemaps/businesses/[file]/route')).GET as Handler,
      params: { file: '1.xml' },
    },
  };
});

describe('database unreachable', () => {
  it('answers 503 with Retry-After, never 500', async () => {
    for (const [url, route] of Object.entries(routes)) {
      const response = await route.GET(new Request(`http://localhost${url}`), {
        params: Promise.resolve(route.params ?? {}),
      });
      expect(response.status, url).toBe(503);
      expect(response.headers.get('retry-after'), url).toBe('5');
      expect(response.headers.get('cache-control'), url).toBeNull();
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message, url).toMatch(/unavailable for a moment/);
    }
  });
});
