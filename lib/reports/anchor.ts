/** The detail page's element that a form post's 303 targets (`#report-sent`). */
export const REPORT_SENT_ANCHOR = 'report-sent';
