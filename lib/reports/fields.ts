export const REPORT_REASONS = {
  closed_permanently: 'Permanently closed',
  closed_temporarily: 'Temporarily closed',
  moved: 'Moved to another address',
  wrong_phone: 'Wrong phone number',
  wrong_hours: 'Wrong opening hours',
  wrong_website: 'Wrong website',
  other: 'Something else',
} as const;

export type ReportReason = keyof typeof REPORT_REASONS;

export const DETAILS_MAX = 1_000;
export const EMAIL_MAX = 254;

/** Form field names; `website` is the honeypot (people never see it, naive bots fill it). */
export const REPORT_FIELDS = {
  businessId: 'businessId',
  reason: 'reason',
  details: 'details',
  email: 'email',
  renderedAt: 'renderedAt',
  honeypot: 'website',
} as const;
