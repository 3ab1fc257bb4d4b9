// The endpoint's validation; the public form takes ./fields, which must not ship zod to it.
import { z } from 'zod';
import { DETAILS_MAX, EMAIL_MAX, REPORT_REASONS, type ReportReason } from './fields';

/** The field the admin corrects when accepting a report of this reason (admin edit names). */
export const CORRECTED_FIELD: Partial<
  Record<ReportReason, 'address' | 'phone' | 'openingHours' | 'website'>
> = {
  moved: 'address',
  wrong_phone: 'phone',
  wrong_hours: 'openingHours',
  wrong_website: 'website',
};

/** An import said OPERATIONAL for a listing the admin closed (kind "conflict"). */
export const CONFLICT_REASON = 'reopened';

// Control characters other than line breaks and tabs are dropped: the text is shown as plain text.
const plainText = (value: string) =>
  value
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .trim();

export const reportSchema = z.object({
  businessId: z.uuid('is not a listing'),
  reason: z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], {
    error: 'choose what is wrong',
  }),
  details: z
    .string()
    .transform(plainText)
    .pipe(z.string().max(DETAILS_MAX, `at most ${DETAILS_MAX.toLocaleString('en-GB')} characters`))
    .transform((value) => value || null),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX)
    .pipe(z.union([z.literal(''), z.email('is not an e-mail address')]))
    .transform((value) => value || null),
});

export type ReportInput = z.output<typeof reportSchema>;
