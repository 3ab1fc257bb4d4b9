import type { Badge } from '@/components/listing/card-markup';

/** The spec's verification state: Verified (its shield drawn by the stylesheet), or Pending. */
export function verifiedBadge(verified: boolean) {
  return verified
    ? { className: 'badge badge-good with-icon icon-shield', label: 'Verified' }
    : { className: 'badge badge-plain', label: 'Pending' };
}

/** A badge worked out on the server (verified, open or closed): its label in its pill. */
export function BadgeLabel({ badge }: { badge: Badge | null }) {
  return badge ? <span className={badge.className}>{badge.label}</span> : null;
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  return <BadgeLabel badge={verifiedBadge(verified)} />;
}
