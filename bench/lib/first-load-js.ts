// First-load JS of a page (gzip 9, as a CDN serves it) beside the chunks every App Router page loads.
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

// `nomodule` scripts (legacy polyfills) are neither downloaded nor run by browsers that run modules.
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
