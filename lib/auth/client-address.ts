import 'server-only';
import { env } from '@/lib/env';

/**
 * The client's address for rate limiting, trusting only what `TRUSTED_PROXY_HOPS` allows.
 * `next start` writes the socket's address into X-Forwarded-For when a request has none; each
 * trusted proxy appends the address it saw. So with n hops the n-th entry from the right is the
 * client as the outermost trusted proxy saw it, and entries to its left, which the client wrote
 * itself, are ignored; with none, the last entry is the socket's (X-Real-IP is never trusted).
 * A client talking straight to `next start` can still send its own header, which `proxy.ts`
 * must drop first (`untrustedForwardingRemoved`; docs/security.md).
 */
export function clientAddress(headers: Headers, hops = env.TRUSTED_PROXY_HOPS) {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!chain.length) return 'unknown';
  // A shorter chain than configured: the furthest address known.
  return limitKey(chain[Math.max(chain.length - Math.max(hops, 1), 0)]!);
}

/**
 * One key per client: an IPv4-mapped address as plain IPv4, and IPv6 by its /64 prefix,
 * since one subscriber usually holds a whole /64 and could otherwise rotate through it.
 */
export function limitKey(address: string) {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const bare = address.replace(/^\[|\](?::\d+)?$|%.*$/g, '').toLowerCase();
  if (!/^[0-9a-f:]+$/.test(bare) || !bare.includes(':')) return address;
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [
    ...left,
    ...Array(Math.max(8 - left.length - right.length, 0)).fill('0'),
    ...right,
  ];
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}
