import { formatCheckedDate } from '@/lib/freshness/changes';

type Closed = { businessStatus: string; statusChangedAt: string };

/** A closure stated as a fact with the day it was recorded; nothing for an operating business. */
export function ClosedBanner({ business }: { business: Closed }) {
  if (business.businessStatus === 'OPERATIONAL') return null;
  const permanent = business.businessStatus === 'CLOSED_PERMANENTLY';
  return (
    <p
      role="note"
      data-testid="closed-banner"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <strong className="font-semibold">
        {permanent ? 'Permanently closed' : 'Temporarily closed'}
      </strong>{' '}
      <span className="text-sm">
        (recorded{' '}
        <time dateTime={business.statusChangedAt}>
          {formatCheckedDate(new Date(business.statusChangedAt))}
        </time>
        ){permanent ? '. This listing is kept for reference.' : '.'}
      </span>
    </p>
  );
}
