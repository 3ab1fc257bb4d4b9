import { describe, expect, it } from 'vitest';
import { ADMIN_REQUEST_HEADERS } from './admin-request-header';
import {
  ADMIN_HEADER_MESSAGE,
  CROSS_ORIGIN_MESSAGE,
  CROSS_SITE_MESSAGE,
  foreignRequestMessage,
} from './same-origin';

const request = (method: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/admin/x', { method, headers });

describe('foreignRequestMessage', () => {
  it('refuses any request another site starts, reads included', () => {
    for (const site of ['cross-site', 'same-site']) {
      expect(foreignRequestMessage(request('GET', { 'sec-fetch-site': site }))).toBe(
        CROSS_SITE_MESSAGE,
      );
    }
    for (const site of ['same-origin', 'none']) {
      expect(foreignRequestMessage(request('GET', { 'sec-fetch-site': site }))).toBeNull();
    }
    expect(foreignRequestMessage(request('GET'))).toBeNull();
  });

  it('refuses browser writes without the admin header, and foreign origins', () => {
    const sameOrigin = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };
    expect(foreignRequestMessage(request('DELETE', sameOrigin))).toBe(ADMIN_HEADER_MESSAGE);
    expect(foreignRequestMessage(request('POST', { 'sec-fetch-site': 'same-origin' }))).toBe(
      ADMIN_HEADER_MESSAGE,
    );
    expect(
      foreignRequestMessage(request('DELETE', { ...sameOrigin, ...ADMIN_REQUEST_HEADERS })),
    ).toBeNull();
    expect(
      foreignRequestMessage(
        request('PATCH', { origin: 'https://evil.example', ...ADMIN_REQUEST_HEADERS }),
      ),
    ).toBe(CROSS_ORIGIN_MESSAGE);
    // Not a browser: nothing to forge with.
    expect(foreignRequestMessage(request('POST'))).toBeNull();
    // Login asks for no header, but still refuses other sites and origins.
    expect(
      foreignRequestMessage(request('POST', sameOrigin), { requireAdminHeader: false }),
    ).toBeNull();
  });
});
