// @ts-check
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// Node's ESM loader hands over the CommonJS exports object; Next's bundles (the handler is also
// compiled into the proxy) hand over its `default` export itself.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/**
 * Response-cache keys end in the request path after `/$` (next/dist/server/lib/route-cache-key).
 * The internal list routes (lib/seo/page-seo/cached-lists.ts) serve every list URL with a
 * query: searches, filters and page numbers. Detail pages are one per business.
 */
const MEMORY_ONLY_PATHS = ['/$/cached-list/', '/$/details/'];

/**
 * Next's own cache — an in-memory LRU (`cacheMaxMemorySize` in next.config.ts) in front of
 * files under the build folder — except that list pages with a query, detail pages and 404
 * pages are kept in memory only. Next never removes a cached page's files, and these sets
 * grow with use: free-text searches, page numbers and made-up slugs without bound, detail
 * pages to one per business (about 240 KB of files each, so a crawl of a million-business
 * directory would write some 240 GB). In memory they are bounded by the LRU and rendered
 * again once evicted, which also spares each first render its file writes. Category, town
 * and static pages — a few thousand at most — stay on disk.
 */
export default class CacheHandler extends FileSystemCache {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} context */
  constructor(context) {
    super(context);
    // Shares the LRU (a static of FileSystemCache) but never writes files.
    this.memoryOnly = new FileSystemCache({ ...context, flushToDisk: false });
  }

  /**
   * Hands a cached page's HTML over as bytes. Next keeps it as a string and answers with
   * `res.end(string)`, and Node writes a large string to a socket about ten times slower than
   * the same bytes in a Buffer (a 140 KB list page: ~900 against ~10,000 responses a second
   * from a bare Node server on this machine), so every cache hit paid for encoding its page
   * again. The entry is the one the in-memory LRU holds, so each page is encoded once. Next
   * streams a Buffer body (chunked) instead of setting Content-Length.
   * @type {FileSystemCache['get']}
   */
  async get(key, context) {
    const entry = await super.get(key, context);
    const value = entry?.value;
    if (value?.kind === 'APP_PAGE' && typeof value.html === 'string') {
      value.html = Buffer.from(value.html);
    }
    return entry;
  }

  /** @type {FileSystemCache['set']} */
  set(key, data, context) {
    const keepInMemory =
      MEMORY_ONLY_PATHS.some((path) => key.includes(path)) ||
      (data?.kind === 'APP_PAGE' && data.status === 404);
    if (keepInMemory) {
      return this.memoryOnly.set(key, data, context);
    }
    return super.set(key, data, context);
  }
}
