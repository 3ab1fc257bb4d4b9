import { z } from 'zod';
import { env } from '@/lib/env';
import { slugify } from '@/lib/slug';
import { businessInputSchema, optionalHttpUrl, optionalText } from '@/lib/validation/business';
import { readOpeningHoursCached } from './hours-cache';

// A spreadsheet must not point a page's canonical link at another site.
function onOurSite(url: string | undefined) {
  if (!url || !URL.canParse(url)) return undefined;
  const site = new URL(env.SITE_URL);
  const target = new URL(url);
  const base = site.pathname.replace(/\/*$/, '/');
  return target.origin === site.origin && `${target.pathname}/`.startsWith(base) ? url : undefined;
}

/** Adds what only our own export writes (slug, on-site canonical link); hours follow the same rule, memoised. */
export const importRowSchema = businessInputSchema.extend({
  openingHours: z.unknown().transform((value, ctx) => {
    const reading = readOpeningHoursCached(value);
    if (reading.error) ctx.addIssue({ code: 'custom', message: reading.error });
    return reading.hours;
  }),
  slug: optionalText(400).refine(
    (value) => value === undefined || slugify(value) === value,
    'is not a valid slug (lower-case words joined by hyphens)',
  ),
  canonicalUrl: optionalHttpUrl().transform(onOurSite),
  reviewsPerScore: z.array(z.number().int().min(0)).length(5).optional(),
  secondaryCategories: z.array(z.string().trim().min(1).max(200)).max(20).optional(),
  otherHours: z
    .array(z.object({ label: z.string(), hours: z.record(z.string(), z.string()) }))
    .optional(),
});

export type ImportRowInput = z.input<typeof importRowSchema>;
