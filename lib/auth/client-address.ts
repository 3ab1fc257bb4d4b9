import 'server-only';
import { isIP } from 'node:net';
import { env } from '@/lib/env';
import { PASSED_HEADER, passedStamp } from './socket-address';

/** The one key of requests whose address cannot be known (see `clientAddress`). */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * The client's address for rate limiting, the one derivation every route and page uses.
 * Under `next start` the server hook (lib/auth/socket-address.ts) has already put the socket's
 * address in X-Forwarded-For when no proxy is trusted, whatever the client sent; each trusted
 * proxy appends the address it saw. So with n hops the n-th entry from the right is the client
 * as the outermost trusted proxy saw it, entries to its left (the client's own) are ignored,
 * and with none the last entry is the socket's. X-Real-IP is never read. A request the hook
 * did not see (it arrived while the server was starting) has no address; one whose entry is
 * not an IP address gets a key of its own too, so keys are always short.
 */
export function clientAddress(headers: Headers, hops = env.TRUSTED_PROXY_HOPS) {
  const stamp = passedStamp();
  if (stamp !== undefined && headers.get(PASSED_HEADER) !== stamp) return UNKNOWN_ADDRESS;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!chain.length) return UNKNOWN_ADDRESS;
  // A shorter chain than configured: the furthest address known.
  return limitKey(chain[Math.max(chain.length - Math.max(hops, 1), 0)]!);
}

/** An entry without its port (`1.2.3.4:80`, `[::1]:80`) and IPv6 zone, or null. */
function ipOf(entry: string) {
  const bare = entry
    .replace(/^\[([^\]]*)\](?::\d+)?$/, '$1')
    .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1')
    .replace(/%.*$/, '');
  return isIP(bare) ? bare.toLowerCase() : null;
}

/**
 * One key per client: an IPv4-mapped address as plain IPv4, and IPv6 by its /64 prefix,
 * since one subscriber usually holds a whole /64 and could otherwise rotate through it.
 * Anything that is not an IP address is `invalid`.
 */
export function limitKey(address: string) {
  const ip = ipOf(address);
  if (!ip) return 'invalid';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) === 4) return ip;
  const [head = '', tail] = ip.split('::');
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
