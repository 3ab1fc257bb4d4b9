import { parse } from 'tldts';

// Domains hosting many unrelated businesses on a path or profile (social, link-in-bio,
// directories, bookings, shorteners, Google's sites.google.com): no chain.
export const SHARED_PLATFORMS: ReadonlySet<string> = new Set([
  'facebook.com',
  'fb.com',
  'fb.me',
  'instagram.com',
  'twitter.com',
  'x.com',
  'tiktok.com',
  'linkedin.com',
  'youtube.com',
  'pinterest.com',
  'pinterest.co.uk',
  'threads.net',
  'whatsapp.com',
  'wa.me',
  't.me',
  'linktr.ee',
  'linkin.bio',
  'lnk.bio',
  'beacons.ai',
  'bio.link',
  'taplink.cc',
  'msha.ke',
  'campsite.bio',
  'google.com',
  'google.co.uk',
  'goo.gl',
  'g.page',
  'g.co',
  'bit.ly',
  'tinyurl.com',
  'yell.com',
  'yelp.com',
  'yelp.co.uk',
  'tripadvisor.com',
  'tripadvisor.co.uk',
  'local.ch',
  'thomsonlocal.com',
  'checkatrade.com',
  'trustatrader.com',
  'mybuilder.com',
  'bark.com',
  'booking.com',
  'opentable.com',
  'opentable.co.uk',
  'resdiary.com',
  'thefork.com',
  'ubereats.com',
  'deliveroo.co.uk',
  'just-eat.co.uk',
  'treatwell.co.uk',
  'fresha.com',
  'booksy.com',
  'square.site',
  'wix.com',
  'godaddy.com',
  'webflow.com',
]);

// Builders' hosts give each customer a subdomain, which is then the site's own key; the bare
// host is none. Private public suffixes (github.io, netlify.app) already work this way.
export const BUILDER_HOSTS: readonly string[] = [
  'wixsite.com',
  'wixstudio.io',
  'squarespace.com',
  'business.site',
  'godaddysites.com',
  'webflow.io',
  'weebly.com',
  'wordpress.com',
  'blogspot.com',
  'jimdofree.com',
  'jimdosite.com',
  'jimdo.com',
  'site123.me',
  'mystrikingly.com',
  'strikingly.com',
  'carrd.co',
  'ueniweb.com',
  'webnode.page',
  'webnode.co.uk',
  'yolasite.com',
  'simplesite.com',
  'tumblr.com',
  'framer.website',
  'hubspotpagebuilder.com',
  'myshopify.com',
];

/** Query parameters that say where a visitor came from, never which page. */
const TRACKING =
  /^(utm_.+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|igsh|igshid|mc_cid|mc_eid|_ga|_gl|ref|ref_src|srsltid)$/i;

function asUrl(website: string): URL | null {
  const text = website.trim();
  const scheme = /^[a-z][a-z\d+.-]*:(?!\d)/i.exec(text);
  // "mailto:…" or "tel:…" has a scheme and is no website; "host:8080" has none.
  if (!text || (scheme && !text.startsWith('//', scheme[0].length))) return null;
  try {
    const url = new URL(scheme ? text : `https://${text}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Scheme and host lower-cased, `www.`, tracking parameters and fragment dropped. */
export function normaliseWebsite(website: string): string | null {
  const url = asUrl(website);
  if (!url) return null;
  url.hostname = url.hostname.replace(/^www\d*\./, '');
  for (const key of [...url.searchParams.keys()]) {
    if (TRACKING.test(key)) url.searchParams.delete(key);
  }
  url.hash = '';
  return url.toString();
}

const PLACEHOLDER_LABELS = new Set(['example', 'localhost']);
const RESERVED_TLDS = new Set(['test', 'example', 'invalid', 'localhost', 'local']);

/** Registrable domain ("shop.tesco.co.uk" → "tesco.co.uk") or a builder site's subdomain. */
export function brandDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  const url = asUrl(website);
  if (!url) return null;
  const host = url.hostname.replace(/\.$/, '').replace(/^www\d*\./, '');
  const builder = BUILDER_HOSTS.find((suffix) => host === suffix || host.endsWith(`.${suffix}`));
  if (builder) {
    if (host === builder) return null;
    const own = host
      .slice(0, -builder.length - 1)
      .split('.')
      .pop()!;
    return `${own}.${builder}`;
  }
  const parsed = parse(host, { allowPrivateDomains: true });
  const domain = parsed.domain;
  if (!domain || parsed.isIp || !parsed.publicSuffix) return null;
  if (RESERVED_TLDS.has(parsed.publicSuffix.split('.').pop()!)) return null;
  if (PLACEHOLDER_LABELS.has(parsed.domainWithoutSuffix ?? '')) return null;
  if (SHARED_PLATFORMS.has(domain) || SHARED_PLATFORMS.has(host)) return null;
  // An ICANN parse names the platform behind a private suffix (foo.github.io → github.io).
  const icann = parse(host).domain;
  return icann && SHARED_PLATFORMS.has(icann) ? null : domain;
}

const COMMON_NAME_SHARE = 0.5;

/** The name half the branches carry, else the words all names start with, else the domain. */
export function brandName(names: { name: string; count: number }[], domain: string): string {
  const total = names.reduce((sum, { count }) => sum + count, 0);
  const byName = new Map<string, number>();
  for (const { name, count } of names) {
    const key = name.trim();
    if (key) byName.set(key, (byName.get(key) ?? 0) + count);
  }
  const ranked = [...byName].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const top = ranked[0];
  if (!top) return domain;
  if (top[1] >= total * COMMON_NAME_SHARE && top[1] >= 2) return top[0];
  const prefix = commonWords(ranked.map(([name]) => name));
  const shared = prefix.replace(/[\s\-–—|,:·]+$/, '');
  return shared.length >= 3 ? shared : domain;
}

function commonWords(names: string[]): string {
  const split = names.map((name) => name.trim().split(/\s+/));
  const first = split[0]!;
  let length = 0;
  while (
    length < first.length &&
    split.every((words) => words[length]?.toLowerCase() === first[length]!.toLowerCase())
  ) {
    length++;
  }
  return first.slice(0, length).join(' ');
}
