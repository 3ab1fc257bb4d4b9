// First-load JavaScript of a page: every script its HTML loads from /_next/, gzipped (level
// 9, as a CDN would serve it), beside the chunks any App Router page loads (rootMainFiles of
// the build manifest: the framework, the runtime and the app entry — a bare Next page).
import { gzipSync } from 'node:zlib';

const sizes = new Map<string, number>();

async function gzipSize(baseUrl: string, src: string) {
  const known = sizes.get(src);
  if (known !== undefined) return known;
  const response = await fetch(`${baseUrl}${src}`);
  if (!response.ok) throw new Error(`GET ${src} answered ${response.status}`);
  const size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  sizes.set(src, size);
  return size;
}

// `nomodule` scripts (Next's legacy polyfills) are skipped: browsers that run modules, all
// the ones Lighthouse and our visitors use, neither download nor run them.
export async function scriptsOf(baseUrl: string, path: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const sources = [...html.matchAll(/<script\b[^>]*>/g)]
    .filter(([tag]) => !/\snomodule\b/i.test(tag))
    .map(([tag]) => tag.match(/\ssrc="([^"]+)"/)?.[1])
    .filter((src): src is string => src !== undefined);
  return [...new Set(sources.filter((src) => src.startsWith('/_next/')))];
}

export async function totalGzip(baseUrl: string, scripts: readonly string[]) {
  let total = 0;
  for (const src of new Set(scripts)) total += await gzipSize(baseUrl, src);
  return total;
}

/** The scripts beyond the bare set, largest first, with their gzip bytes: what to look at. */
export async function extraScripts(
  baseUrl: string,
  scripts: readonly string[],
  bare: readonly string[],
) {
  const extra = scripts.filter((src) => !bare.includes(src));
  const sized = await Promise.all(
    extra.map(async (src) => ({ src, gzipBytes: await gzipSize(baseUrl, src) })),
  );
  return sized.sort((a, b) => b.gzipBytes - a.gzipBytes);
}
