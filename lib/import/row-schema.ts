import { z } from 'zod';
import { businessInputSchema } from '@/lib/validation/business';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/**
 * The business schema plus the SEO columns our own export writes, so that export → import
 * keeps generated SEO copy. Outscraper files never carry these columns.
 */
export const importRowSchema = businessInputSchema.extend({
  seoTitle: optionalText(300),
  seoDescription: optionalText(2_000),
  canonicalUrl: z
    .union([z.literal(''), z.url({ protocol: /^https?$/ })])
    .optional()
    .transform((value) => value || undefined),
});

export type ImportRowInput = z.input<typeof importRowSchema>;
