import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { untrustedForwardingRemoved } from './untrusted-forwarding';

const request = (headers: Record<string, string>) =>
  new NextRequest('http://localhost/api/admin/login', { method: 'POST', headers });

/** The request headers the route handler will get, as Next reads them from the proxy's answer. */
const forwarded = (response: Response) =>
  (response.headers.get('x-middleware-override-headers') ?? '').split(',');

describe('untrustedForwardingRemoved', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("drops the client's X-Forwarded-For and X-Real-IP when no proxy is trusted, keeping the rest", () => {
    const response = untrustedForwardingRemoved(
      request({ 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6', cookie: 'a=b' }),
    );
    expect(response).not.toBeNull();
    expect(forwarded(response!)).toContain('cookie');
    expect(forwarded(response!)).not.toContain('x-forwarded-for');
    expect(forwarded(response!)).not.toContain('x-real-ip');
  });

  it('leaves the request alone when there is nothing to drop or proxies are trusted', () => {
    expect(untrustedForwardingRemoved(request({ cookie: 'a=b' }))).toBeNull();
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    expect(untrustedForwardingRemoved(request({ 'x-forwarded-for': '6.6.6.6' }))).toBeNull();
  });
});
