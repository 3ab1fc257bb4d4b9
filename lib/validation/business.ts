import { z } from 'zod';
import { CHECKED_FIELDS, type BusinessField, type CheckedField } from '@/lib/business/fields';
import { BusinessStatus } from '@/lib/generated/prisma/enums';
import { categoryDisplayName, categoryGroupFor, categorySlugFor } from '@/lib/categories';
import { normaliseOpeningHours, openingHoursError } from '@/lib/hours';
import { storedPhone } from '@/lib/phone';
import { slugify } from '@/lib/slug';
import { memoiseByText } from '@/lib/memoise';
import { boundAbout } from './about';
import { isSafePhotoUrl } from './photo-url';

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

const photoUrl = z
  .string()
  .trim()
  .refine(isSafePhotoUrl, 'must be an https URL or an image of this site (/images/…)');

// Category and town columns are functions of a handful of distinct texts per file.
const displayName = memoiseByText(categoryDisplayName);
const categoryColumns = memoiseByText((category) => ({
  categorySlug: categorySlugFor(category),
  categoryGroup: categoryGroupFor(category),
}));
const citySlug = memoiseByText(slugify);

// Certain to pass the URL parser as is: dotted letter/digit/hyphen host, alphabetic last label, port.
const PLAIN_HTTP_URL =
  /^https?:\/\/(?:(?!xn--)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,4})?(?:[/?#][\x21-\x7e]*)?$/i;

/** Most links take the cheap pattern and skip the URL parser; the rest get zod's own check and message. */
export const optionalHttpUrl = () =>
  z
    .union([
      z.string().refine((value) => PLAIN_HTTP_URL.test(value), { abort: true }),
      z.literal(''),
      z.url({ protocol: /^https?$/ }),
    ])
    .optional()
    .transform((value) => value || undefined);

const optionalEmail = () =>
  z
    .union([z.literal(''), z.email()])
    .optional()
    .transform((value) => value || undefined);

const optionalPhone = () =>
  optionalText(40).refine(
    (value) => value === undefined || /^[+()\d][\d\s().+-]{4,}$/.test(value),
    'is not a phone number',
  );

const optionalNumber = ([min, max]: readonly [number, number]) => {
  const message = `must be between ${min} and ${max}`;
  return z.number().min(min, message).max(max, message).optional();
};

/** The check each registry parser implies; a field's `max` or `range` sets its bounds. */
const PARSER_SCHEMAS = {
  text: (field: BusinessField) => optionalText(field.max!),
  url: () => optionalHttpUrl(),
  email: optionalEmail,
  phone: optionalPhone,
  number: (field: BusinessField) => optionalNumber(field.range!),
  count: () => z.number().int().min(0).default(0),
  flag: () => z.boolean().default(false),
};

type Parsers = typeof PARSER_SCHEMAS;
const checkedShape = Object.fromEntries(
  CHECKED_FIELDS.map((field) => [field.key, PARSER_SCHEMAS[field.parse](field)]),
) as { [F in CheckedField as F['key']]: ReturnType<Parsers[F['parse']]> };

/** Everything that enters the database passes here: import rows, the admin form, the seed. */
export const businessInputSchema = z.object({
  ...checkedShape,
  name: z.string().trim().min(1, 'is required').max(300),
  category: z.string().trim().min(1, 'is required').max(200).transform(displayName),
  address: optionalText(500),
  city: optionalText(120),
  state: optionalText(120),
  country: optionalText(120),
  zipCode: optionalText(20),
  photos: z.array(photoUrl).max(20).default([]),
  openingHours: z
    .unknown()
    .superRefine((value, ctx) => {
      const error = openingHoursError(value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    })
    .transform((value) => normaliseOpeningHours(value) ?? undefined),
  placeId: z.string().trim().min(1, 'is required').max(300),
  businessStatus: z.enum(BusinessStatus).default('OPERATIONAL'),
  about: z.record(z.string(), z.json()).transform(boundAbout).optional(),
});

export type BusinessInput = z.input<typeof businessInputSchema>;
export type ValidBusiness = z.output<typeof businessInputSchema>;

export function businessSlug(name: string, placeId: string): string {
  const suffix = slugify(placeId.slice(0, 7)) || 'x';
  return `${slugify(name) || 'business'}-${suffix}`;
}

/** The whole place id replaces its first 7 characters when the spec slug is taken: deterministic. */
export function uniqueBusinessSlug(
  name: string,
  placeId: string,
  taken: (slug: string) => boolean,
) {
  const slug = businessSlug(name, placeId);
  if (!taken(slug)) return slug;
  const long = `${slugify(name) || 'business'}-${slugify(placeId)}`;
  for (let n = 2; ; n++) {
    const candidate = n === 2 ? long : `${long}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}

export function derivedColumns(business: ValidBusiness) {
  const { categorySlug, categoryGroup } = categoryColumns(business.category);
  return {
    slug: businessSlug(business.name, business.placeId),
    categorySlug,
    categoryGroup,
    citySlug: business.city ? citySlug(business.city) : undefined,
    // E.164 where it reads as a number of the row's country; else as typed.
    phone: business.phone ? storedPhone(business.phone, business.country) : undefined,
  };
}

export function toBusinessRecord(business: ValidBusiness) {
  return { ...business, ...derivedColumns(business) };
}

export type BusinessRecord = ReturnType<typeof toBusinessRecord>;
