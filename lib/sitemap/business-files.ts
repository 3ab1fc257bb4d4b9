import 'server-only';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { unstable_cache } from 'next/cache';
import { CACHE_TAGS, REVALIDATE_SECONDS } from '@/lib/cache/data-cache';
import { withReadSlot } from '@/lib/db/read-gate';
import { businessChunkUrls, getBusinessChunks } from './businesses';
import { businessesPerSitemap } from './config';
import { urlsetXml, xmlEtag } from './xml';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

// Apart from Next's page cache; gzipped files are small (docs/seo.md#sitemaps).
export const SITEMAP_STORE_BYTES = 32 * 1024 * 1024;

export type StoredSitemapFile = {
  generation: number;
  gzip: Buffer;
  /** Of the XML, hashed once when built, so a 304 neither unpacks nor hashes. */
  etag: string;
};

const files = new LRUCache<number, StoredSitemapFile>({
  maxSize: SITEMAP_STORE_BYTES,
  sizeCalculation: (file) => file.gzip.length + 64,
});
const building = new Map<string, Promise<StoredSitemapFile | null>>();

let generations = 0;

/** Changes when the tags of every all-businesses list expire, so older stored files are rebuilt. */
const currentGeneration = unstable_cache(async () => ++generations, ['sitemap-generation'], {
  tags: [CACHE_TAGS.businesses, CACHE_TAGS.ranked],
  revalidate: REVALIDATE_SECONDS,
});

async function build(file: number, generation: number): Promise<StoredSitemapFile | null> {
  const urls = await withReadSlot(async () =>
    businessChunkUrls(await getBusinessChunks(businessesPerSitemap()), file),
  );
  if (!urls) return null;
  const xml = urlsetXml(urls);
  // Compressed off the event loop (libuv's pool).
  const stored = { generation, gzip: await gzipAsync(xml), etag: xmlEtag(xml) };
  // A slower build of an older generation must not replace a newer one.
  if ((files.get(file)?.generation ?? 0) <= generation) files.set(file, stored);
  return stored;
}

/** Concurrent requests for a file not yet stored share one build. */
export async function businessSitemapFile(
  file: number,
): Promise<{ file: StoredSitemapFile; hit: boolean } | null> {
  const generation = await currentGeneration();
  const stored = files.get(file);
  if (stored?.generation === generation) return { file: stored, hit: true };
  const key = `${generation}:${file}`;
  let pending = building.get(key);
  if (!pending) {
    pending = build(file, generation).finally(() => building.delete(key));
    building.set(key, pending);
  }
  const built = await pending;
  return built && { file: built, hit: false };
}

export const sitemapXml = (file: StoredSitemapFile) => gunzipAsync(file.gzip);
