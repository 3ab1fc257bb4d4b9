import type { SocialLink, SocialNetwork } from '@/lib/site-identity';

// The spec's four, shown as labelled icons when SOCIAL_LINKS names no profile.
const SPEC_NETWORKS = ['Facebook', 'X', 'Instagram', 'LinkedIn'] as const;

/** The network's icon is drawn before the element (`with-icon` in app/globals.css). */
const iconClass = (network: SocialNetwork) => `social-icon with-icon icon-${network.toLowerCase()}`;

/** Links to SOCIAL_LINKS' profiles; without them, labelled icons, since a dead link misleads. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  return (
    <ul aria-label="Social media" className="social-links">
      {links.length > 0
        ? links.map((link) => (
            <li key={link.network}>
              <a
                href={link.url}
                rel="me noopener"
                aria-label={link.network}
                title={link.network}
                className={iconClass(link.network)}
              />
            </li>
          ))
        : SPEC_NETWORKS.map((network) => (
            <li key={network}>
              <span
                role="img"
                aria-label={network}
                title={network}
                className={iconClass(network)}
              />
            </li>
          ))}
    </ul>
  );
}
