import 'server-only';
import { z } from 'zod';
import { LIST_PAGE_SIZE, MAX_PAGE } from '@/lib/urls/pagination';
import { CONTROL_CHARACTERS } from '@/lib/slug';
import { MAX_LIST_LIMIT } from '@/lib/list-limit';
import { parseSearchQuery, type SearchQuery } from '@/lib/search/query';
import { invalidParam } from '@/lib/errors';

export const API_LIMITS = {
  defaultLimit: 20,
  defaultListLimit: 50,
  defaultPopularCities: 12,
  maxLimit: MAX_LIST_LIMIT,
  // Deeper offsets are refused, not scanned.
  maxOffset: MAX_PAGE * LIST_PAGE_SIZE,
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

export const limitParam = (fallback: number) => wholeNumber(fallback, 1, API_LIMITS.maxLimit);
const offsetParam = wholeNumber(0, 0, API_LIMITS.maxOffset);

export const boundedListQuery = z.object({
  limit: limitParam(API_LIMITS.defaultListLimit),
  offset: offsetParam,
});

/** A search's page in the API: `limit` and `offset`. */
export const searchWindowQuery = z.object({
  limit: limitParam(API_LIMITS.defaultLimit),
  offset: offsetParam,
});

/** The API's search and page; every unreadable parameter is one issue of one 400. */
export function parseBusinessList(request: Request): {
  query: SearchQuery;
  window: z.output<typeof searchWindowQuery>;
} {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const window = searchWindowQuery.safeParse(params);
  let query: SearchQuery;
  try {
    query = parseSearchQuery(params, 'strict');
  } catch (error) {
    if (error instanceof z.ZodError && !window.success) {
      throw new z.ZodError([...window.error.issues, ...error.issues]);
    }
    throw error;
  }
  if (!window.success) throw window.error;
  return { query, window: window.data };
}

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
