import { z } from 'zod';
import {
  formatNear,
  milesToKm,
  parseNear,
  parseRadiusKm,
  parseRadiusMiles,
} from '@/lib/geo/distance';
import { slugify } from '@/lib/slug';
import { LIST_PAGE_SIZE, listWindowQuery } from '@/lib/urls/pagination';
import { SORT_ORDERS } from './sort';

export type RawParams = Record<string, string | string[] | undefined>;

export const SEARCH_TEXT_LIMIT = 200;

// "Open now" answers for the last five-minute mark: opening hours fall on those marks, so the
// answer is exact for them, and a cached page or API answer is at most five minutes old.
export const OPEN_NOW_STEP_MS = 5 * 60_000;

export const openNowAt = (now: number) => Math.floor(now / OPEN_NOW_STEP_MS) * OPEN_NOW_STEP_MS;

const cleanText = (value: string) =>
  value
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const text = z
  .string()
  .trim()
  .max(SEARCH_TEXT_LIMIT, `must be at most ${SEARCH_TEXT_LIMIT} characters`)
  .transform(cleanText);

function parsed<Value>(parse: (text: string) => Value | { error: string }) {
  return z.string().transform((value, context) => {
    if (!value.trim()) return undefined;
    const result = parse(value);
    if (typeof result === 'object' && result !== null && 'error' in result) {
      context.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return result as Value;
  });
}

const flag = z.enum(['true', 'false', '']).transform((value) => value === 'true' || undefined);

/** Each parameter of a search, in the order of its canonical form; empty means absent. */
const FIELDS = {
  // Lower case: search ignores case, so one search is one key.
  q: text.transform((value) => value.toLowerCase()),
  location: text,
  // The spec's filter value 'all' means no filter, as does an empty one.
  category: text.transform((value) => {
    const slug = slugify(value);
    return slug === 'all' ? '' : slug;
  }),
  near: parsed(parseNear).transform((point) => point && formatNear(point)),
  radiusKm: parsed(parseRadiusKm),
  /** The page's own control sends miles; the canonical form keeps kilometres. */
  radiusMiles: parsed(parseRadiusMiles),
  open: z
    .enum(['now', ''], { error: 'must be "now"' })
    .transform((value) => (value === 'now' ? value : undefined)),
  minRating: z
    .string()
    .trim()
    .regex(/^(\d+(\.\d+)?)?$/, 'must be a number from 1 to 5')
    .transform((value) => (value ? Number(value) : undefined))
    .pipe(z.number().min(1, 'must be at least 1').max(5, 'must be at most 5').optional()),
  hasWebsite: flag,
  hasPhone: flag,
  acceptsCards: flag,
  sort: z
    .enum([...SORT_ORDERS, ''], { error: `must be one of ${SORT_ORDERS.join(', ')}` })
    .transform((value) => (value === '' || value === 'relevance' ? undefined : value)),
};

type Field = keyof typeof FIELDS;
type Parsed = { [K in Field]?: z.output<(typeof FIELDS)[K]> };

/** The canonical search: empty values left out, the radius in kilometres (miles converted). */
export type SearchQuery = {
  [K in Exclude<Field, 'radiusMiles'>]?: Exclude<Parsed[K], undefined | ''>;
};

export const SEARCH_PARAM_KEYS = Object.keys(FIELDS) as Field[];

/** The parameters that narrow or order a search (the page's "Filters" box), not what or where. */
export const FILTER_PARAM_KEYS = SEARCH_PARAM_KEYS.filter(
  (key) => key !== 'q' && key !== 'location' && key !== 'category',
);

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// The API names the text `search` (docs/api.md), the page `q` (the spec's URLs).
const TEXT_KEY = { strict: 'search', lenient: 'q' } as const;

const needsPoint = (what: string) =>
  `${what} needs a point: near= or a location (town, district or postcode)`;

const strictSchema = z
  .object(
    Object.fromEntries(
      SEARCH_PARAM_KEYS.map((key) => [key === 'q' ? TEXT_KEY.strict : key, FIELDS[key].optional()]),
    ) as { [K in Field as K extends 'q' ? 'search' : K]: z.ZodOptional<(typeof FIELDS)[K]> },
  )
  .superRefine((query, context) => {
    const point = query.near || query.location;
    for (const key of ['radiusKm', 'radiusMiles'] as const) {
      if (query[key] !== undefined && !point) {
        context.addIssue({ code: 'custom', path: [key], message: needsPoint('a radius') });
      }
    }
    if (query.radiusKm !== undefined && query.radiusMiles !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['radiusMiles'],
        message: 'give radiusKm or radiusMiles, not both',
      });
    }
    if (query.sort === 'distance' && !point) {
      context.addIssue({ code: 'custom', path: ['sort'], message: needsPoint('distance') });
    }
  });

/** Strict parameters: an unreadable one throws (a ZodError, the API's 400 with its issues). */
function parseStrict(params: RawParams): Parsed {
  const raw = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, first(value)]));
  const { search, ...rest } = strictSchema.parse(raw);
  return { q: search, ...rest };
}

/** A page never refuses its URL: an unreadable value is left out, over-long text is cut. */
function parseLenient(params: RawParams): Parsed {
  const parsed: Record<string, unknown> = {};
  for (const key of SEARCH_PARAM_KEYS) {
    let value = first(params[key]);
    if (value === undefined) continue;
    if (key === 'q' || key === 'location' || key === 'category') {
      value = value.trim().replace(/\s+/g, ' ').slice(0, SEARCH_TEXT_LIMIT);
    }
    const result = FIELDS[key].safeParse(value);
    if (result.success) parsed[key] = result.data;
  }
  return parsed as Parsed;
}

export function parseSearchQuery(params: RawParams, mode: 'strict' | 'lenient'): SearchQuery {
  const { radiusMiles, ...parsed } = mode === 'strict' ? parseStrict(params) : parseLenient(params);
  // Miles win when both are given (the page's own control); the API refuses both.
  return canonical({
    ...parsed,
    ...(radiusMiles !== undefined ? { radiusKm: milesToKm(radiusMiles) } : {}),
  });
}

// The API's search pages as the site's do unless `limit` says otherwise.
const apiWindowQuery = listWindowQuery(LIST_PAGE_SIZE);

/** The API's search and page (`GET /api/businesses`); every unreadable parameter is one issue of one 400. */
export function parseApiSearch(request: Request): {
  query: SearchQuery;
  window: z.output<typeof apiWindowQuery>;
} {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const window = apiWindowQuery.safeParse(params);
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

/** Fixed key order and no empty values, so equal searches serialise equally. */
export function canonical(query: SearchQuery): SearchQuery {
  const entries = SEARCH_PARAM_KEYS.map((key) => [key, query[key as keyof SearchQuery]] as const);
  return Object.fromEntries(
    entries.filter(([, value]) => value !== undefined && value !== ''),
  ) as SearchQuery;
}

/** The page of a search read; `openAt` is set only for `open=now`. */
export type SearchWindow = { limit: number; offset: number; openAt?: number };

// Internal keys of a search key; no public URL sets them.
const WINDOW_KEYS = ['limit', 'offset', 'at'] as const;

/** The one cache key of a search read: the page's internal path and the API's data cache. */
export function searchKey(query: SearchQuery, window: SearchWindow): string {
  const params = searchParamsOf(query);
  params.set('limit', String(window.limit));
  params.set('offset', String(window.offset));
  if (query.open && window.openAt !== undefined) params.set('at', String(openNowAt(window.openAt)));
  return params.toString();
}

/** The key as one URL path segment (the proxy's rewrite of a browse URL): base64url. */
export const searchKeySegment = (key: string) => Buffer.from(key, 'utf8').toString('base64url');

export const searchKeyOfSegment = (segment: string | undefined) =>
  segment ? Buffer.from(segment, 'base64url').toString('utf8') : '';

/** The search and window a key names; unreadable parts are left out, as on a page. */
export function fromSearchKey(key: string): {
  query: SearchQuery;
  window: Omit<SearchWindow, 'openAt'> & { openAt?: number };
} {
  const params = new URLSearchParams(key);
  const query = parseSearchQuery(Object.fromEntries(params), 'lenient');
  const [limit, offset, at] = WINDOW_KEYS.map((name) => Number(params.get(name) ?? Number.NaN));
  const whole = (value: number | undefined) =>
    Number.isSafeInteger(value) && value! >= 0 ? value : undefined;
  const openAt = whole(at) || undefined;
  return {
    query,
    window: {
      limit: whole(limit) || 0,
      offset: whole(offset) ?? 0,
      ...(query.open && openAt !== undefined ? { openAt } : {}),
    },
  };
}

export function searchParamsOf(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(canonical(query))) params.set(key, String(value));
  return params;
}
