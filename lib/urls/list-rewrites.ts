// Imported by next.config.ts, so no path aliases and no server-only modules here.

/** The browse page's filters and order (lib/urls/browse-params.ts), in URL order: always the proxy's. */
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

/** The query keys the list pages read, in canonical order; others leave the page as it is. */
export const LIST_QUERY_KEYS = ['q', 'location', 'category', 'page', ...FILTER_KEYS] as const;
export type ListQueryKey = (typeof LIST_QUERY_KEYS)[number];

export const CACHED_LIST_PREFIX = '/cached-list';

/**
 * Each key's canonical value (browse-params.ts) as far as a rewrite can carry it: Next puts a
 * captured value into the path unencoded, so text must be one word of path-safe characters
 * (not `.` or `..`), a category an ASCII slug other than `all`. Anything else is the proxy's.
 */
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

/** Whether a (decoded) value of the key is in the canonical form a rewrite carries. */
export function isCanonicalValue(key: ListQueryKey, value: string): boolean {
  return CANONICAL_TEST.get(key)?.test(value) ?? false;
}

/**
 * The browse URLs the site's forms produce (hero: `q`, `location`; filter: `q`, `category`).
 * Only these are rewritten, since Next evaluates every rewrite rule on every page request.
 */
const FORM_SHAPES: RewrittenKey[][] = [['q'], ['q', 'location'], ['category'], ['q', 'category']];

/** Values that mean "not set": the pages read them as the key's default. */
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

/** A key with some value other than its default; an empty value never matches (Next's rule). */
const setTo = (key: ListQueryKey): QueryCondition => {
  const fallback = DEFAULT_VALUE[key];
  return { type: 'query', key, ...(fallback ? { value: `(?!${fallback}$).+` } : {}) };
};

/**
 * next.config.ts's rewrites: the forms' canonical URLs to their internal cached route at next
 * to no cost; proxy.ts sends every other list URL with a query to the same path.
 */
export function listRewrites(): Rewrite[] {
  return FORM_SHAPES.map((shape) => ({
    source: '/businesses',
    has: shape.map(canonical),
    missing: LIST_QUERY_KEYS.filter((key) => !(shape as ListQueryKey[]).includes(key)).map(setTo),
    destination: `${CACHED_LIST_PREFIX}/browse/${shape.map((key) => `${key}/:${key}`).join('/')}`,
  }));
}
