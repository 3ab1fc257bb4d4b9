import { ShieldCheckIcon } from '@/components/ui/icons';

/** The spec's verification state: Verified, or Pending when the listing is not verified. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="badge badge-good">
      <ShieldCheckIcon className="h-3.5 w-3.5" />
      Verified
    </span>
  ) : (
    <span className="badge badge-plain">Pending</span>
  );
}
