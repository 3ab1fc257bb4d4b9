import { describe, expect, it } from 'vitest';
import { clientAddress, limitKey } from './client-address';

const headers = (init: Record<string, string>) => new Headers(init);

describe('clientAddress', () => {
  it('with no trusted proxy takes the last X-Forwarded-For entry (next start writes the socket there) and never X-Real-IP', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '127.0.0.1' }), 0)).toBe('127.0.0.1');
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6, 127.0.0.1' }), 0)).toBe(
      '127.0.0.1',
    );
    expect(clientAddress(headers({ 'x-real-ip': '6.6.6.6' }), 0)).toBe('unknown');
  });

  it('with n trusted hops takes the n-th entry from the right, ignoring what the client wrote', () => {
    const chain = headers({ 'x-forwarded-for': '6.6.6.6, 7.7.7.7, 203.0.113.5, 10.0.0.2' });
    expect(clientAddress(chain, 1)).toBe('10.0.0.2');
    expect(clientAddress(chain, 2)).toBe('203.0.113.5');
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.5' }), 3)).toBe('203.0.113.5');
  });
});

describe('limitKey', () => {
  it('reads IPv4-mapped addresses as IPv4 and keys IPv6 by its /64', () => {
    expect(limitKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(limitKey('192.0.2.7')).toBe('192.0.2.7');
    expect(limitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
    expect(limitKey('[2001:db8:1:2::5]:443')).toBe('2001:db8:1:2::/64');
  });

  it('keys anything that is not an IP address as `invalid`, so keys stay short', () => {
    for (const entry of ['not an address', 'x'.repeat(2000), '999.1.1.1', '1.2.3.4.5', '::g', '']) {
      expect(limitKey(entry), entry.slice(0, 20)).toBe('invalid');
    }
    expect(limitKey('192.0.2.7:443')).toBe('192.0.2.7');
    expect(limitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddress(headers({ 'x-forwarded-for': `${'9'.repeat(2000)}` }), 0)).toBe('invalid');
  });
});
