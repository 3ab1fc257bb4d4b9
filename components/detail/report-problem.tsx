import { REPORT_SENT_ANCHOR } from '@/lib/reports/anchor';
import { ReportForm } from './report-form';

/** A form POST answered 303 to `#report-sent` (shown by `:target`): cached pages need no query. */
export function ReportProblem({ businessId, now }: { businessId: string; now: Date }) {
  return (
    <section aria-labelledby="report-heading" className="px-1 text-sm text-slate-600">
      <p
        id={REPORT_SENT_ANCHOR}
        tabIndex={-1}
        className="mb-3 hidden rounded-lg bg-emerald-50 px-3 py-2 font-medium text-emerald-900 target:block"
      >
        Thank you: your report was sent. We check every report before changing the listing.
      </p>
      <details>
        <summary
          id="report-heading"
          className="flex min-h-11 cursor-pointer items-center font-semibold text-slate-800"
        >
          Report a problem with this listing
        </summary>
        <ReportForm businessId={businessId} renderedAt={now.getTime()} />
      </details>
    </section>
  );
}
