/**
 * A pure function of a string, remembered per distinct input. Imports repeat a few hundred
 * categories, towns and hours texts across thousands of rows; the bound keeps a file of
 * all-distinct values from growing the cache without limit.
 */
export function memoiseByText<T>(compute: (text: string) => T, maxEntries = 20_000) {
  const cache = new Map<string, T>();
  return (text: string): T => {
    let value = cache.get(text);
    if (value === undefined && !cache.has(text)) {
      if (cache.size >= maxEntries) cache.clear();
      value = compute(text);
      cache.set(text, value);
    }
    return value as T;
  };
}
