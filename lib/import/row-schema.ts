import { z } from 'zod';
import { businessInputSchema } from '@/lib/validation/business';
import { readOpeningHoursCached } from './hours-cache';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/**
 * The business schema plus the SEO columns our own export writes, so that export → import
 * keeps generated SEO copy (Outscraper files never carry them). Opening hours follow the very
 * same rule, memoised per distinct text: parsing them dominated the cost of a row.
 */
export const importRowSchema = businessInputSchema.extend({
  openingHours: z.unknown().transform((value, ctx) => {
    const reading = readOpeningHoursCached(value);
    if (reading.error) ctx.addIssue({ code: 'custom', message: reading.error });
    return reading.hours;
  }),
  seoTitle: optionalText(300),
  seoDescription: optionalText(2_000),
  canonicalUrl: z
    .union([z.literal(''), z.url({ protocol: /^https?$/ })])
    .optional()
    .transform((value) => value || undefined),
});

export type ImportRowInput = z.input<typeof importRowSchema>;
