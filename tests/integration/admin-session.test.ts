import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/admin/check-auth/route';
import { adminSessionCookie, forgedSessionCookie } from '@/tests/support/admin-session';

const url = 'http://localhost/api/admin/check-auth';
const context = { params: Promise.resolve({}) };

describe('GET /api/admin/check-auth', () => {
  it('answers 200 with the username for a valid session', async () => {
    const response = await GET(
      new Request(url, { headers: { cookie: await adminSessionCookie() } }),
      context,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ authenticated: true, username: 'admin' });
  });

  it('answers 401 without a session and with a forged one', async () => {
    const missing = await GET(new Request(url), context);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: { message: expect.any(String) } });
    const forged = await GET(
      new Request(url, { headers: { cookie: await forgedSessionCookie() } }),
      context,
    );
    expect(forged.status).toBe(401);
  });
});
