'use client';

import { REPORT_SENT_ANCHOR } from '@/lib/reports/anchor';
import { ReportForm } from './report-form';

// A client component like the form inside it: the page's payload carries the two props, not
// this markup and text as well (issue 47).

/** A form POST answered 303 to `#report-sent` (shown by `:target`): cached pages need no query. */
export function ReportProblem({
  businessId,
  renderedAt,
}: {
  businessId: string;
  renderedAt: number;
}) {
  return (
    <section aria-labelledby="report-heading" className="aside-note">
      <p id={REPORT_SENT_ANCHOR} tabIndex={-1} className="report-sent">
        Thank you: your report was sent. We check every report before changing the listing.
      </p>
      <details>
        <summary id="report-heading">Report a problem with this listing</summary>
        <ReportForm businessId={businessId} renderedAt={renderedAt} />
      </details>
    </section>
  );
}
