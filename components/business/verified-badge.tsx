/** The spec's verification state: Verified (its shield drawn by the stylesheet), or Pending. */
export function verifiedBadge(verified: boolean) {
  return verified
    ? { className: 'badge badge-good with-icon icon-shield', label: 'Verified' }
    : { className: 'badge badge-plain', label: 'Pending' };
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const badge = verifiedBadge(verified);
  return <span className={badge.className}>{badge.label}</span>;
}
