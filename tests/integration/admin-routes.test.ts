import { describe, expect, it } from 'vitest';
import { ADMIN_REQUEST_HEADERS } from '@/lib/auth/admin-request-header';
import { adminSessionCookie, forgedSessionCookie } from '@/tests/support/admin-session';

// Every admin route in the tree, whoever wrote it: none may answer without a valid session.
const modules = import.meta.glob<Record<string, unknown>>('../../app/api/admin/**/route.ts');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PUBLIC = new Set(['/api/admin/login']);

type Handler = (request: Request, context: { params: Promise<object> }) => Promise<Response>;

/** `[id]` segments get a well-formed id, so the guard (not a 404) must be what answers. */
function routeOf(file: string) {
  const path = file.replace('../../app', '').replace(/\/route\.ts$/, '');
  const params: Record<string, string | string[]> = {};
  const url = path.replace(/\[(\.\.\.)?(\w+)\]/g, (_, rest: string | undefined, name: string) => {
    const value = '00000000-0000-4000-8000-000000000000';
    params[name] = rest ? [value] : value;
    return value;
  });
  return { path, url: `http://localhost${url}`, params };
}

const routes = await Promise.all(
  Object.entries(modules).map(async ([file, load]) => {
    const exports = await load();
    const handlers = METHODS.filter((method) => typeof exports[method] === 'function').map(
      (method) => ({ method, handler: exports[method] as Handler }),
    );
    return { ...routeOf(file), handlers };
  }),
);
const guarded = routes
  .filter((route) => !PUBLIC.has(route.path))
  .flatMap((route) => route.handlers.map((h) => ({ ...route, ...h })));

let nextIp = 1;

/** Each call from its own address, as callers from anywhere would be. */
function call(route: (typeof guarded)[number], headers: Record<string, string>) {
  const init: RequestInit = {
    method: route.method,
    headers: { 'x-forwarded-for': `192.0.2.${nextIp++}`, ...headers },
  };
  return route.handler(new Request(route.url, init), { params: Promise.resolve(route.params) });
}

describe('every /api/admin route', () => {
  it('is found (the guard test is not vacuous)', () => {
    expect(guarded.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/check-auth',
        'POST /api/admin/logout',
        'DELETE /api/admin/delete-all',
        'GET /api/admin/businesses',
        'PATCH /api/admin/businesses/[id]',
        'DELETE /api/admin/businesses/[id]',
      ]),
    );
  });

  it.each(guarded.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 401 (private, no-store) without a session and with a forged one',
    async (_name, route) => {
      for (const headers of [{}, { cookie: await forgedSessionCookie() }] as Record<
        string,
        string
      >[]) {
        const response = await call(route, headers);
        expect(response.status).toBe(401);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(await response.json()).toEqual({ error: { message: expect.any(String) } });
      }
    },
  );

  it.each(
    guarded
      .filter((route) => WRITES.has(route.method))
      .map((route) => [`${route.method} ${route.path}`, route] as const),
  )('%s answers 403 to a foreign Origin, even with a session', async (_name, route) => {
    const response = await call(route, {
      cookie: await adminSessionCookie(),
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { message: expect.any(String) } });
  });

  it.each(
    guarded
      .filter((route) => WRITES.has(route.method))
      .map((route) => [`${route.method} ${route.path}`, route] as const),
  )(
    '%s answers 403 to a browser request without the admin header, even same-origin with a session',
    async (_name, route) => {
      const cookie = await adminSessionCookie();
      for (const browser of [
        { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
        { 'sec-fetch-site': 'same-origin' },
      ] as Record<string, string>[]) {
        const response = await call(route, { cookie, ...browser });
        expect(response.status).toBe(403);
        expect((await response.json()).error.message).toMatch(/X-Admin-Request/);
      }
      // With the header the guard lets it through to the session check.
      const headed = await call(route, {
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
        ...ADMIN_REQUEST_HEADERS,
      });
      expect(headed.status).toBe(401);
    },
  );

  it.each(guarded.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 403 to a request another site started, even with a session',
    async (_name, route) => {
      for (const site of ['cross-site', 'same-site']) {
        const response = await call(route, {
          cookie: await adminSessionCookie(),
          'sec-fetch-site': site,
          ...ADMIN_REQUEST_HEADERS,
        });
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({
          error: { message: 'Cross-site admin requests are not allowed.' },
        });
      }
    },
  );

  it('GET /api/admin/export still downloads for the panel (same-origin) and a typed URL (none)', async () => {
    const route = guarded.find((r) => r.method === 'GET' && r.path === '/api/admin/export')!;
    for (const site of ['same-origin', 'none']) {
      const response = await call(route, {
        cookie: await adminSessionCookie(),
        'sec-fetch-site': site,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/spreadsheetml/);
      await response.arrayBuffer();
    }
  });
});
