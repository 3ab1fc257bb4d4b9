// Imported by next.config.ts, so no path aliases and no server-only modules here.

/** The query keys the list pages read, in canonical order; others leave the page as it is. */
export const LIST_QUERY_KEYS = ['q', 'location', 'category', 'page'] as const;
export type ListQueryKey = (typeof LIST_QUERY_KEYS)[number];

export const CACHED_LIST_PREFIX = '/cached-list';

/**
 * Each key's value in canonical form, as the pages normalise it (browse-params.ts), as far as
 * a rewrite can carry it into a path: Next puts a captured value into the destination path as
 * it is, unencoded. So text qualifies when it is one word of characters that need no encoding
 * in a path (and is not `.` or `..`), at most 200 of them; a category when it is an ASCII slug
 * other than `all`. Anything else is the proxy's.
 */
const WORD = String.raw`(?!\.{1,2}$)[\w.~!*'()-]{1,200}`;
export const CANONICAL_VALUE = {
  q: WORD,
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
 * The browse URLs the site's forms produce: the home hero's `q` and `location`, the browse
 * filter's `q` and `category` (the other field may be empty). Only these are rewritten: Next
 * compiles every rewrite rule again for every page request it serves, about 6 µs a rule on
 * this machine, so each rule taxes every page. Page numbers and other combinations go
 * through the proxy.
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
 * The list pages are cached HTML keyed by path, so a list URL with a query is served by an
 * internal route carrying the query in its path (cached-lists.ts). These rewrites (in
 * next.config.ts) send the forms' canonical URLs there at next to no cost, where proxy.ts
 * costs a request about as much as serving the page. The proxy takes the rest and sends each
 * to the same internal path as its canonical form.
 */
export function listRewrites(): Rewrite[] {
  return FORM_SHAPES.map((shape) => ({
    source: '/businesses',
    has: shape.map(canonical),
    missing: LIST_QUERY_KEYS.filter((key) => !(shape as ListQueryKey[]).includes(key)).map(setTo),
    destination: `${CACHED_LIST_PREFIX}/browse/${shape.map((key) => `${key}/:${key}`).join('/')}`,
  }));
}
