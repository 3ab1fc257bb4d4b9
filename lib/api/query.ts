import 'server-only';
import { z } from 'zod';
import { LIST_PAGE_SIZE, MAX_PAGE } from '@/lib/urls/pagination';
import { CONTROL_CHARACTERS } from '@/lib/slug';
import { MAX_LIST_LIMIT } from '@/lib/list-limit';
import { parseNear, parseRadiusKm, parseRadiusMiles } from '@/lib/geo/distance';
import { SORT_ORDERS } from '@/lib/search/sort';
import { invalidParam } from '@/lib/errors';

export const API_LIMITS = {
  defaultLimit: 20,
  defaultListLimit: 50,
  defaultPopularCities: 12,
  maxLimit: MAX_LIST_LIMIT,
  // Deeper offsets are refused, not scanned.
  maxOffset: MAX_PAGE * LIST_PAGE_SIZE,
  maxTextLength: 200,
  maxPathSegmentLength: 300,
} as const;

function wholeNumber(fallback: number, min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^(-?\d+)?$/, 'must be a whole number')
    .optional()
    .transform((value) => (value ? Number(value) : fallback))
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

const text = z
  .string()
  .trim()
  .max(API_LIMITS.maxTextLength, `must be at most ${API_LIMITS.maxTextLength} characters`)
  .optional()
  .transform((value) => value || undefined);

export const limitParam = (fallback: number) => wholeNumber(fallback, 1, API_LIMITS.maxLimit);
const offsetParam = wholeNumber(0, 0, API_LIMITS.maxOffset);

function parsed<Value>(parse: (text: string) => Value | { error: string }) {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return undefined;
      const result = parse(value);
      if (typeof result === 'object' && result !== null && 'error' in result) {
        context.addIssue({ code: 'custom', message: result.error });
        return z.NEVER;
      }
      return result as Value;
    });
}

const flag = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((value) => value === 'true');

export const listFilterParams = {
  near: parsed(parseNear),
  radiusKm: parsed(parseRadiusKm),
  radiusMiles: parsed(parseRadiusMiles),
  sort: z
    .enum(SORT_ORDERS, { error: `must be one of ${SORT_ORDERS.join(', ')}` })
    .or(z.literal(''))
    .optional()
    .transform((value) => value || undefined),
  open: z
    .enum(['now', ''], { error: 'must be "now"' })
    .optional()
    .transform((value) => value || undefined),
  minRating: z
    .string()
    .trim()
    .regex(/^(\d+(\.\d+)?)?$/, 'must be a number from 1 to 5')
    .optional()
    .transform((value) => (value ? Number(value) : undefined))
    .pipe(z.number().min(1, 'must be at least 1').max(5, 'must be at most 5').optional()),
  hasWebsite: flag,
  hasPhone: flag,
};

export const businessListQuery = z
  .object({
    limit: limitParam(API_LIMITS.defaultLimit),
    offset: offsetParam,
    search: text,
    location: text,
    // The spec's filter value 'all' means no filter, as does an empty one.
    category: text.transform((value) => (value?.toLowerCase() === 'all' ? undefined : value)),
    ...listFilterParams,
  })
  .superRefine((query, context) => {
    for (const key of ['radiusKm', 'radiusMiles'] as const) {
      if (query[key] !== undefined && !query.near && !query.location) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: 'needs a point: near= or a location (town, district or postcode)',
        });
      }
    }
    if (query.radiusKm !== undefined && query.radiusMiles !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['radiusMiles'],
        message: 'give radiusKm or radiusMiles, not both',
      });
    }
    if (query.sort === 'distance' && !query.near && !query.location) {
      context.addIssue({
        code: 'custom',
        path: ['sort'],
        message: 'distance needs a point: near= or a location (town, district or postcode)',
      });
    }
  });

export const boundedListQuery = z.object({
  limit: limitParam(API_LIMITS.defaultListLimit),
  offset: offsetParam,
});

export const sizeQuery = (fallback: number) => z.object({ limit: limitParam(fallback) });

export function parseQuery<Schema extends z.ZodType>(
  schema: Schema,
  request: Request,
): z.output<Schema> {
  return schema.parse(Object.fromEntries(new URL(request.url).searchParams));
}

// A lone percent sign ("100%") is a literal character.
const PERCENT_ESCAPE = /%[0-9a-f]{2}/i;

/** Other runtimes may pass a raw segment, so escapes are decoded here; a malformed one is a 400. */
export function pathParam(name: string, value: string): string {
  let decoded = value;
  if (PERCENT_ESCAPE.test(value)) {
    try {
      decoded = decodeURIComponent(value);
    } catch {
      throw invalidParam(name, 'is not valid URL-encoded UTF-8');
    }
  }
  if (decoded.includes('\uFFFD')) throw invalidParam(name, 'is not valid UTF-8');
  if (CONTROL_CHARACTERS.test(decoded))
    throw invalidParam(name, 'must not contain control characters');
  decoded = decoded.trim();
  if (!decoded) throw invalidParam(name, 'is required');
  if (decoded.length > API_LIMITS.maxPathSegmentLength) {
    throw invalidParam(name, `must be at most ${API_LIMITS.maxPathSegmentLength} characters`);
  }
  return decoded;
}
