import { permanentRedirect } from 'next/navigation';
import { decodeSegment } from './paths';

// A typed spelling (`/city/London`) answers 308 to the canonical path in one hop: one URL a page.
export function redirectUnlessCanonical(
  requested: string[],
  canonical: string[],
  canonicalPath: string,
) {
  if (requested.some((segment, i) => decodeSegment(segment) !== canonical[i])) {
    permanentRedirect(canonicalPath);
  }
}
