import { markup } from '@/components/ui/markup';
import type { SocialLink, SocialNetwork } from '@/lib/site-identity';

// The spec's four, shown as labelled icons when SOCIAL_LINKS names no profile.
const SPEC_NETWORKS = ['Facebook', 'X', 'Instagram', 'LinkedIn'] as const;

/** The network's icon is drawn before the element (`with-icon` in app/globals.css). */
const iconClass = (network: SocialNetwork) => `social-icon with-icon icon-${network.toLowerCase()}`;

/** Links to SOCIAL_LINKS' profiles; without them, labelled icons, since a dead link misleads. */
export function socialLinksMarkup(links: readonly SocialLink[]) {
  const items =
    links.length > 0
      ? links.map(
          (link) =>
            markup`<li><a href="${link.url}" rel="me noopener" aria-label="${link.network}" title="${link.network}" class="${iconClass(link.network)}"></a></li>`,
        )
      : SPEC_NETWORKS.map(
          (network) =>
            markup`<li><span role="img" aria-label="${network}" title="${network}" class="${iconClass(network)}"></span></li>`,
        );
  return markup`<ul aria-label="Social media" class="social-links">${items}</ul>`;
}
