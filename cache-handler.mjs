// @ts-check
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { sharedTags } from './lib/cache/shared-tags.mjs';

// In memory and bounded, since any public URL can mint entries; design in docs/caching.md.

// Exported for the contract test that holds it to the installed Next.
export const TAGS_HEADER = 'x-next-cache-tags';
const DATA_SHARE = 0.25;

/** @typedef {{ lastModified: number, value: any, tags: string[], staleAt: number }} Entry */
/** @typedef {{ kind: string, tags?: string[], softTags?: string[] }} GetContext */
/** @typedef {{ tags?: string[], fetchCache?: boolean, cacheControl?: { revalidate?: number | false }, isFallback?: boolean }} SetContext */

/** @param {Entry} entry @param {string} key */
function sizeOf(entry, key) {
  const value = entry.value;
  let size = 64;
  if (value?.kind === 'FETCH') size += value.data?.body?.length ?? 0;
  else if (value?.kind === 'APP_PAGE') {
    size += (value.html?.length ?? 0) + (value.rscData?.length ?? 0);
    for (const [path, buffer] of value.segmentData ?? []) size += path.length + buffer.length;
  } else if (value?.kind === 'APP_ROUTE') size += value.body?.length ?? 0;
  else if (value) size += JSON.stringify(value).length;
  return key.length + size;
}

/** @param {number} maxSize @param {(key: string) => void} [dispose] @returns {LRUCache<string, Entry>} */
function lru(maxSize, dispose) {
  /** @type {LRUCache.Options<string, Entry, unknown>} */
  const options = { maxSize: Math.max(1, Math.floor(maxSize)), sizeCalculation: sizeOf };
  if (dispose) options.dispose = (_entry, key) => dispose(key);
  return new LRUCache(options);
}

// One state per process: Next loads this file for its caches and bundles another copy into the
// proxy, which must see the same pages and tag times. The first copy's state is kept.
/** @typedef {{ stores: { pages?: LRUCache<string, Entry>, data?: LRUCache<string, Entry> }, pageKeys: Map<string, string>, tags: typeof sharedTags }} ProcessState */
const processWide = /** @type {Record<symbol, ProcessState>} */ (
  /** @type {unknown} */ (globalThis)
);
/** @type {ProcessState} */
const state = (processWide[Symbol.for('directory.cache-handler')] ??= {
  stores: {},
  pageKeys: new Map(),
  tags: sharedTags,
});
const { stores, pageKeys, tags: tagTimes } = state;

// The public path in a page's key (`…/APP_PAGE/{route hash}/$/city/leeds`, `$/index` for `/`):
// the proxy knows the path, not the route. The map holds only keys the store holds.
const PAGE_KEY = /^\/route-cache\/APP_PAGE\/[0-9a-f]+\/\$(\/.*)$/;
/** @param {string} key */
function forgetPageKey(key) {
  const path = PAGE_KEY.exec(key)?.[1];
  if (path && pageKeys.get(path) === key) pageKeys.delete(path);
}

// Exported for the proxy, which reads it through globalThis (lib/cache/page-validators.ts).
export const ETAG_HEADER = 'etag';
export const PAGE_VALIDATOR = Symbol.for('directory.page-validator');

// A weak ETag of the page's HTML, hashed once when stored rather than per response: the same
// data renders the same HTML on every instance of one build.
/** @param {Buffer} html */
function htmlEtag(html) {
  return `W/"${createHash('sha1').update(html).digest('base64url')}"`;
}

// The ETag of a page as Next would serve it now, or null when Next would render it (absent,
// expired by a tag, or past its revalidate time): then the proxy lets the request through.
/** @param {string} path */
async function pageValidator(path) {
  const key = pageKeys.get(path === '/' ? '/index' : path);
  const entry = key ? stores.pages?.peek(key) : undefined;
  if (!entry || entry.staleAt <= Date.now()) return null;
  const etag = entry.value?.headers?.[ETAG_HEADER];
  if (typeof etag !== 'string') return null;
  return (await tagTimes.revalidatedSince([entry.tags], entry.lastModified)) ? null : etag;
}
/** @type {Record<symbol, unknown>} */ (globalThis)[PAGE_VALIDATOR] = pageValidator;

export default class CacheHandler {
  /** @param {{ maxMemoryCacheSize?: number }} context */
  constructor(context) {
    const total = context.maxMemoryCacheSize || 50 * 1024 * 1024;
    stores.pages ??= lru(total * (1 - DATA_SHARE), forgetPageKey);
    stores.data ??= lru(total * DATA_SHARE);
  }

  /** @param {string} kind */
  store(kind) {
    return /** @type {LRUCache<string, Entry>} */ (kind === 'FETCH' ? stores.data : stores.pages);
  }

  /** @param {string} key @param {GetContext} context */
  async get(key, context) {
    const store = this.store(context.kind);
    const entry = store.get(key);
    if (!entry) return null;
    const tagLists =
      context.kind === 'FETCH' ? [entry.tags, context.tags, context.softTags] : [entry.tags];
    if (await tagTimes.revalidatedSince(tagLists, entry.lastModified)) {
      store.delete(key);
      return null;
    }
    return { lastModified: entry.lastModified, value: entry.value };
  }

  /** @param {string} key @param {any} data @param {SetContext} context */
  async set(key, data, context) {
    const kind = data?.kind === 'FETCH' ? 'FETCH' : 'PAGE';
    const header = data?.headers?.[TAGS_HEADER];
    const tags = [
      ...(context?.tags ?? []),
      ...(typeof header === 'string' ? header.split(',') : Array.isArray(header) ? header : []),
    ];
    // A cached page is written on every hit, and Node writes a Buffer far faster than a string.
    // Its ETag goes into the headers Next sends with it, this first response included.
    let value = data;
    if (data?.kind === 'APP_PAGE' && typeof data.html === 'string') {
      const html = Buffer.from(data.html);
      data.headers = { ...data.headers, [ETAG_HEADER]: htmlEtag(html) };
      value = { ...data, html };
    }
    const revalidate = context?.cacheControl?.revalidate;
    const now = Date.now();
    const staleAt = typeof revalidate === 'number' ? now + revalidate * 1000 : Infinity;
    this.store(kind).set(key, { lastModified: now, value, tags, staleAt });
    const path = data?.kind === 'APP_PAGE' ? PAGE_KEY.exec(key)?.[1] : undefined;
    if (path) pageKeys.set(path, key);
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    await tagTimes.revalidate(typeof tags === 'string' ? [tags] : tags, Date.now());
  }

  resetRequestCache() {}
}
