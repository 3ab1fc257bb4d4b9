// Imported by next.config.ts, so no path aliases and no server-only modules here.

export const FILTER_KEYS = [
  'near',
  'radiusKm',
  'radiusMiles',
  'open',
  'minRating',
  'hasWebsite',
  'hasPhone',
  'sort',
] as const;

export const LIST_QUERY_KEYS = ['q', 'location', 'category', 'page', ...FILTER_KEYS] as const;
export type ListQueryKey = (typeof LIST_QUERY_KEYS)[number];

export const CACHED_LIST_PREFIX = '/cached-list';

// Next puts a captured value into the path unencoded, so a rewrite carries only path-safe words.
const WORD = String.raw`(?!\.{1,2}$)[\w.~!*'()-]{1,200}`;
export const CANONICAL_VALUE = {
  // Search text is canonically lower case (one cache entry whatever the case typed).
  q: String.raw`(?!\.{1,2}$)[a-z0-9_.~!*'()-]{1,200}`,
  location: WORD,
  category: String.raw`(?!all$)[a-z0-9]+(?:-[a-z0-9]+)*`,
} satisfies Partial<Record<ListQueryKey, string>>;
type RewrittenKey = keyof typeof CANONICAL_VALUE;

const CANONICAL_TEST = new Map(
  Object.entries(CANONICAL_VALUE).map(([key, pattern]) => [key, new RegExp(`^(?:${pattern})$`)]),
);

export function isCanonicalValue(key: ListQueryKey, value: string): boolean {
  return CANONICAL_TEST.get(key)?.test(value) ?? false;
}

// Only the forms' URL shapes: Next evaluates every rewrite rule on every page request.
const FORM_SHAPES: RewrittenKey[][] = [['q'], ['q', 'location'], ['category'], ['q', 'category']];

const DEFAULT_VALUE: Partial<Record<ListQueryKey, string>> = { category: 'all', page: '1' };

type QueryCondition = { type: 'query'; key: string; value?: string };
type Rewrite = {
  source: string;
  has: QueryCondition[];
  missing: QueryCondition[];
  destination: string;
};

const canonical = (key: RewrittenKey): QueryCondition => ({
  type: 'query',
  key,
  value: `(?<${key}>${CANONICAL_VALUE[key]})`,
});

// An empty value never matches (Next's rule).
const setTo = (key: ListQueryKey): QueryCondition => {
  const fallback = DEFAULT_VALUE[key];
  return { type: 'query', key, ...(fallback ? { value: `(?!${fallback}$).+` } : {}) };
};

/** proxy.ts sends every other list URL with a query to the same internal route. */
export function listRewrites(): Rewrite[] {
  return FORM_SHAPES.map((shape) => ({
    source: '/businesses',
    has: shape.map(canonical),
    missing: LIST_QUERY_KEYS.filter((key) => !(shape as ListQueryKey[]).includes(key)).map(setTo),
    destination: `${CACHED_LIST_PREFIX}/browse/${shape.map((key) => `${key}/:${key}`).join('/')}`,
  }));
}
