import 'server-only';
import { isIP } from 'node:net';
import { env } from '@/lib/env';
import { PASSED_HEADER, passedStamp } from './socket-address';

export const UNKNOWN_ADDRESS = 'unknown';

/** The n-th X-Forwarded-For entry from the right for n trusted hops; X-Real-IP is never read (docs/security.md). */
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

function ipOf(entry: string) {
  const bare = entry
    .replace(/^\[([^\]]*)\](?::\d+)?$/, '$1')
    .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1')
    .replace(/%.*$/, '');
  return isIP(bare) ? bare.toLowerCase() : null;
}

/** IPv6 by its /64 prefix, since one subscriber usually holds a whole /64 and could rotate through it. */
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
