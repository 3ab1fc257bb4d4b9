import { REPORT_SENT_ANCHOR } from '@/lib/reports/anchor';
import { ReportForm } from './report-form';

/**
 * "Report a problem": a plain form POST to /api/reports answered with 303 to
 * `#report-sent`, whose confirmation shows through `:target`, so the cached page needs no
 * query string; with JavaScript the same form is sent inline (ReportForm).
 */
export function ReportProblem({ businessId, now }: { businessId: string; now: Date }) {
  return (
    <section aria-labelledby="report-heading" className="aside-note">
      <p id={REPORT_SENT_ANCHOR} tabIndex={-1} className="report-sent">
        Thank you: your report was sent. We check every report before changing the listing.
      </p>
      <details>
        <summary id="report-heading">Report a problem with this listing</summary>
        <ReportForm businessId={businessId} renderedAt={now.getTime()} />
      </details>
    </section>
  );
}
