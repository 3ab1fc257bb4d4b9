import type { SocialLink, SocialNetwork } from '@/lib/site-identity';

const NETWORKS = [
  {
    name: 'Facebook',
    path: 'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.6c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.4-4 4.1v1.9H8v3.2h2.6V20H14v-8.3h2.6l.4-3.2z',
  },
  {
    name: 'X',
    path: 'M17.5 3h3l-6.6 7.6L21.7 21h-6.1l-4.8-6.3L5.3 21h-3l7.1-8.1L2 3h6.2l4.3 5.7zm-1 16.2h1.7L7.6 4.7H5.8z',
  },
  {
    name: 'Instagram',
    path: 'M12 7.2a4.8 4.8 0 100 9.6 4.8 4.8 0 000-9.6zm0 7.9a3.1 3.1 0 110-6.2 3.1 3.1 0 010 6.2zM17 6a1.1 1.1 0 100 2.2A1.1 1.1 0 0017 6zM16.5 2h-9A5.5 5.5 0 002 7.5v9A5.5 5.5 0 007.5 22h9a5.5 5.5 0 005.5-5.5v-9A5.5 5.5 0 0016.5 2zm3.8 14.5a3.8 3.8 0 01-3.8 3.8h-9a3.8 3.8 0 01-3.8-3.8v-9a3.8 3.8 0 013.8-3.8h9a3.8 3.8 0 013.8 3.8z',
  },
  {
    name: 'LinkedIn',
    path: 'M4.98 3.5a2.5 2.5 0 11-.01 5 2.5 2.5 0 01.01-5zM3 9.8h4V21H3zM9.5 9.8h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z',
  },
] as const;

// Drawn for SOCIAL_LINKS only (the spec's four are shown without targets).
const EXTRA_PATHS: Record<string, string> = {
  YouTube:
    'M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 00-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 001.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  TikTok:
    'M16.6 5.8A4.3 4.3 0 0115.5 3h-3.1v12.4a2.6 2.6 0 11-2.6-2.6c.3 0 .5 0 .8.1V9.7a5.7 5.7 0 105 5.7V9a7.4 7.4 0 004.3 1.4V7.3a4.3 4.3 0 01-3.3-1.5z',
};

function pathOf(network: SocialNetwork): string {
  return NETWORKS.find((item) => item.name === network)?.path ?? EXTRA_PATHS[network] ?? '';
}

const CIRCLE = 'flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 text-slate-300';

function Icon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="h-4 w-4">
      <path d={pathOf(network)} fill="currentColor" />
    </svg>
  );
}

/**
 * The site's social channels: links to the profiles SOCIAL_LINKS names. Without it, the spec's
 * four channels as labelled icons rather than links: a link to nowhere would mislead keyboard
 * users and crawlers alike.
 */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  return (
    <ul aria-label="Social media" className="mt-5 flex gap-3">
      {links.length > 0
        ? links.map((link) => (
            <li key={link.network}>
              <a
                href={link.url}
                rel="me noopener"
                aria-label={link.network}
                title={link.network}
                className={`${CIRCLE} hover:bg-slate-700 hover:text-white`}
              >
                <Icon network={link.network} />
              </a>
            </li>
          ))
        : NETWORKS.map((network) => (
            <li key={network.name}>
              <span role="img" aria-label={network.name} title={network.name} className={CIRCLE}>
                <Icon network={network.name} />
              </span>
            </li>
          ))}
    </ul>
  );
}
