// Imported by next.config.ts, so no path aliases and no server-only modules here.

/** The query keys the list pages read, in their canonical order; any other leaves the page as is. */
export const LIST_QUERY_KEYS = ['q', 'location', 'category', 'page'] as const;
export type ListQueryKey = (typeof LIST_QUERY_KEYS)[number];

export const CACHED_LIST_PREFIX = '/cached-list';

/**
 * Each key's value in canonical form, as the pages normalise it (browse-params.ts,
 * pagination.ts), as far as a rewrite can carry it into a path: Next puts a captured value
 * into the destination path as it is, unencoded. So text qualifies when it is one word of
 * characters that need no encoding in a path (and is not `.` or `..`), at most 200 of them;
 * a category when it is an ASCII slug other than `all`; a page number from 2, without
 * leading zeros. Anything else is the proxy's.
 */
const WORD = String.raw`(?!\.{1,2}$)[\w.~!*'()-]{1,200}`;
export const CANONICAL_VALUE: Record<ListQueryKey, string> = {
  q: WORD,
  location: WORD,
  category: String.raw`(?!all$)[a-z0-9]+(?:-[a-z0-9]+)*`,
  page: String.raw`[2-9]|[1-9][0-9]{1,5}|1000000`,
};

/** Whether a (decoded) value of the key is in the canonical form a rewrite carries. */
export function isCanonicalValue(key: ListQueryKey, value: string): boolean {
  return new RegExp(`^(?:${CANONICAL_VALUE[key]})$`).test(value);
}

/** Values that mean "not set": the pages read them as the key's default. */
const DEFAULT_VALUE: Partial<Record<ListQueryKey, string>> = { category: 'all', page: '1' };

type QueryCondition = { type: 'query'; key: string; value?: string };
type Rewrite = {
  source: string;
  has: QueryCondition[];
  missing?: QueryCondition[];
  destination: string;
};

const canonical = (key: ListQueryKey): QueryCondition => ({
  type: 'query',
  key,
  value: `(?<${key}>${CANONICAL_VALUE[key]})`,
});

/** A key with some value other than its default; an empty value never matches (Next's rule). */
const setTo = (key: ListQueryKey): QueryCondition => {
  const fallback = DEFAULT_VALUE[key];
  return { type: 'query', key, ...(fallback ? { value: `(?!${fallback}$).+` } : {}) };
};

/** Browse URLs whose query is canonical, one rule per combination of keys set. */
function browseRewrites(): Rewrite[] {
  const rules: Rewrite[] = [];
  for (let mask = 1; mask < 1 << LIST_QUERY_KEYS.length; mask++) {
    const set = LIST_QUERY_KEYS.filter((_, i) => mask & (1 << i));
    rules.push({
      source: '/businesses',
      has: set.map(canonical),
      missing: LIST_QUERY_KEYS.filter((key) => !set.includes(key)).map(setTo),
      destination: `${CACHED_LIST_PREFIX}/browse/${set.map((key) => `${key}/:${key}`).join('/')}`,
    });
  }
  return rules;
}

/** Page N of a town, category or service-in-town list, for path segments without `%`. */
function pageRewrites(): Rewrite[] {
  const segment = '([^/%]+)';
  const page = [canonical('page')];
  return [
    {
      source: `/city/:name${segment}`,
      has: page,
      destination: `${CACHED_LIST_PREFIX}/city/:name/:page`,
    },
    {
      source: `/category/:slug${segment}`,
      has: page,
      destination: `${CACHED_LIST_PREFIX}/category/:slug/:page`,
    },
    {
      source: `/category/:category${segment}/:town${segment}`,
      has: page,
      destination: `${CACHED_LIST_PREFIX}/landing/:category/:town/:page`,
    },
  ];
}

/**
 * The list pages are cached HTML keyed by path, so a list URL with a query is served by an
 * internal route carrying the query in its path (cached-lists.ts). These rewrites (in
 * next.config.ts) send the canonical URLs there, which is what forms and links produce; they
 * cost next to nothing, where proxy.ts costs a request about as much as serving the page.
 * The proxy takes the rest (a value out of canonical form, a `%` in the path) and sends each to
 * the same internal path as its canonical URL.
 */
export function listRewrites(): Rewrite[] {
  return [...browseRewrites(), ...pageRewrites()];
}
