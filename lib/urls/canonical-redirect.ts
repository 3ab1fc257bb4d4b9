import { permanentRedirect } from 'next/navigation';
import { decodeSegment } from './paths';

/**
 * A spelling a person typed (`/city/London`, `/category/Plumbers/Leeds`) answers 308 to the
 * canonical path in one hop, so crawlers and links meet one URL per page.
 */
export function redirectUnlessCanonical(
  requested: string[],
  canonical: string[],
  canonicalPath: string,
) {
  if (requested.some((segment, i) => decodeSegment(segment) !== canonical[i])) {
    permanentRedirect(canonicalPath);
  }
}
