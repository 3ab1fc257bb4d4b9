import { LRUCache } from 'lru-cache';

/** The LRU bound keeps a file of all-distinct values from growing the cache without limit. */
export function memoiseByText<T extends NonNullable<unknown>>(
  compute: (text: string) => T,
  maxEntries = 20_000,
) {
  const cache = new LRUCache<string, T>({ max: maxEntries });
  return (text: string): T => {
    let value = cache.get(text);
    if (value === undefined) {
      value = compute(text);
      cache.set(text, value);
    }
    return value;
  };
}
