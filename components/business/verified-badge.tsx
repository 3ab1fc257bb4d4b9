/** The spec's verification state: Verified (its shield drawn by the stylesheet), or Pending. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="badge badge-good with-icon icon-shield">Verified</span>
  ) : (
    <span className="badge badge-plain">Pending</span>
  );
}
