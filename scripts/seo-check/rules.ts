// The checks of `npm run seo:check`: what was measured, and whether the rule holds.
import { fetchPage, isHtml, type Page, type PageCache } from './fetch-page';
import { MAX_BYTES, MAX_URLS, type SitemapFile } from './sitemaps';

export type Row = { rule: string; figure: string; ok: boolean; problems?: string[] };

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
// Googlebot reads the first 2 MB of an HTML file.
const MAX_HTML_BYTES = 2 * 1024 * 1024;
const NEAR_DUPLICATE = 0.8;
const n = (value: number) => value.toLocaleString('en-GB');
const row = (rule: string, figure: string, problems: string[]): Row => ({
  rule,
  figure,
  ok: problems.length === 0,
  problems: problems.slice(0, 10),
});

export function sitemapRows(base: string, index: SitemapFile, files: SitemapFile[]): Row[] {
  const problems: string[] = [];
  if (index.status !== 200 || index.error)
    problems.push(`index: ${index.status} ${index.error ?? ''}`);
  if (index.urls.length > MAX_URLS) problems.push(`index lists ${n(index.urls.length)} files`);
  let urls = 0;
  let withoutLastmod = 0;
  for (const file of files) {
    const name = file.url.slice(base.length);
    urls += file.urls.length;
    if (file.status !== 200 || file.error)
      problems.push(`${name}: ${file.status} ${file.error ?? ''}`);
    if (file.urls.length === 0) problems.push(`${name}: empty`);
    if (file.urls.length > MAX_URLS) problems.push(`${name}: ${n(file.urls.length)} URLs`);
    if (file.bytes > MAX_BYTES) problems.push(`${name}: ${n(file.bytes)} bytes`);
    for (const entry of file.urls) {
      if (!entry.loc.startsWith(`${base}/`))
        problems.push(`${name}: ${entry.loc} is not under ${base}`);
      if (!entry.lastmod) withoutLastmod++;
      else if (!W3C_DATETIME.test(entry.lastmod))
        problems.push(`${name}: lastmod ${entry.lastmod}`);
    }
  }
  if (withoutLastmod) problems.push(`${n(withoutLastmod)} URLs without lastmod`);
  const largest = Math.max(0, ...files.map((file) => file.urls.length));
  return [
    row(
      'Sitemaps: ≤ 50,000 URLs and ≤ 50 MB a file, none empty, every URL with a lastmod',
      `${n(files.length)} files, ${n(urls)} URLs, largest ${n(largest)} URLs`,
      [...new Set(problems)],
    ),
  ];
}

export async function sampledUrlRows(urls: string[], pages: PageCache): Promise<Row[]> {
  const problems: string[] = [];
  for (const page of await Promise.all(urls.map((url) => pages.get(url)))) {
    if (page.status !== 200) problems.push(`${page.url}: ${page.status}`);
    else if (page.noindex) problems.push(`${page.url}: noindex`);
    else if (page.canonical !== page.url) problems.push(`${page.url}: canonical ${page.canonical}`);
  }
  return [
    row(`Sampled sitemap URLs: 200, indexable, self-canonical`, `${n(urls.length)} URLs`, problems),
  ];
}

const INTERNAL = /^\/(admin|api|_next)(\/|-|$)/;

/** Breadth-first from `/` over `limit` pages, then every link those pages render. */
export async function linkRows(base: string, pages: PageCache, limit: number): Promise<Row[]> {
  const crawled: Page[] = [];
  const queue = [`${base}/`];
  const seen = new Set(queue);
  while (queue.length && crawled.length < limit) {
    const page = await pages.get(queue.shift()!);
    crawled.push(page);
    for (const link of page.links) {
      if (seen.has(link) || INTERNAL.test(new URL(link).pathname)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  const links = [...seen].filter((link) => !INTERNAL.test(new URL(link).pathname));
  const problems: string[] = [];
  for (const target of await Promise.all(links.map((link) => pages.get(link)))) {
    const from = crawled.find((page) => page.links.includes(target.url))?.url.slice(base.length);
    const where = `${target.url.slice(base.length)} (linked from ${from})`;
    if (target.status !== 200) problems.push(`${where}: ${target.status} ${target.location ?? ''}`);
    else if (target.html && !target.noindex && target.canonical !== target.url)
      problems.push(`${where}: canonical ${target.canonical}`);
  }
  return [
    row(
      'Links to non-canonical URLs (redirects, 404s, other canonical), crawl from /',
      `${n(crawled.length)} pages crawled, ${n(links.length)} distinct links, ${n(problems.length)} non-canonical`,
      problems,
    ),
  ];
}

export function depthRows(
  depths: { url: string; depth: number | null; reason?: string }[],
  max: number,
): Row[] {
  const found = depths.flatMap((d) => (d.depth === null ? [] : [d.depth]));
  const deepest = found.length ? Math.max(...found) : 0;
  const histogram = [...new Set(found)]
    .sort((a, b) => a - b)
    .map((depth) => `${depth}: ${n(found.filter((d) => d === depth).length)}`)
    .join(', ');
  const problems = depths
    .filter((d) => d.depth === null || d.depth > max)
    .map((d) => `${d.url}: ${d.depth ?? d.reason}`);
  return [
    row(
      `Click depth of sampled detail pages from / through indexable pages (≤ ${max})`,
      `${n(depths.length)} sampled, deepest ${deepest}${problems.length ? ` (${n(problems.length)} deeper or not found)` : ''}; clicks: ${histogram}`,
      problems,
    ),
  ];
}

const template = (url: string) => {
  const path = new URL(url).pathname;
  if (path === '/' || path === '/cities' || path === '/businesses') return path;
  return (
    [
      [/^\/details\//, 'detail'],
      [/^\/city\/[^/]+\/[^/]+$/, 'district'],
      [/^\/city\//, 'town'],
      [/^\/category\/[^/]+\/[^/]+$/, 'service in town'],
      [/^\/category\//, 'category'],
    ] as const
  ).find(([pattern]) => pattern.test(path))?.[1];
};

/** List pages' business links: two indexable lists sharing most of them are near-duplicates. */
export function duplicateRows(all: Page[]): Row[] {
  const lists = all.filter(
    (page) =>
      isHtml(page) &&
      !page.noindex &&
      /^(town|district|category|service in town)$/.test(template(page.url) ?? ''),
  );
  const members = lists.map(
    (page) => new Set(page.links.filter((link) => link.includes('/details/'))),
  );
  const pagesOf = new Map<string, number[]>();
  members.forEach((set, i) =>
    set.forEach((link) => pagesOf.set(link, [...(pagesOf.get(link) ?? []), i])),
  );
  const shared = new Map<string, number>();
  for (const indexes of pagesOf.values())
    for (let a = 0; a < indexes.length; a++)
      for (let b = a + 1; b < indexes.length; b++) {
        const key = `${indexes[a]} ${indexes[b]}`;
        shared.set(key, (shared.get(key) ?? 0) + 1);
      }
  let worst = { share: 0, pair: '' };
  const problems: string[] = [];
  for (const [key, count] of shared) {
    const [a, b] = key.split(' ').map(Number) as [number, number];
    const share = count / (members[a]!.size + members[b]!.size - count);
    if (share > worst.share) worst = { share, pair: `${lists[a]!.url} ~ ${lists[b]!.url}` };
    if (share > NEAR_DUPLICATE)
      problems.push(`${lists[a]!.url} ~ ${lists[b]!.url}: ${Math.round(share * 100)} %`);
  }
  return [
    row(
      'Near-duplicate indexable lists (businesses shared, of both pages together, ≤ 80 %)',
      `${n(lists.length)} list pages compared, most similar ${Math.round(worst.share * 100)} %`,
      problems,
    ),
  ];
}

export function weightRows(all: Page[]): Row[] {
  const byTemplate = new Map<string, Page[]>();
  for (const page of all.filter(isHtml)) {
    const name = template(page.url);
    if (name) byTemplate.set(name, [...(byTemplate.get(name) ?? []), page]);
  }
  const problems: string[] = [];
  const figures = [...byTemplate].map(([name, pages]) => {
    const heaviest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    if (heaviest.bytes > MAX_HTML_BYTES)
      problems.push(`${heaviest.url}: ${n(heaviest.bytes)} bytes`);
    const share = Math.round((100 * heaviest.payloadBytes) / heaviest.bytes);
    return `${name} ${(heaviest.bytes / 1024).toFixed(0)} kB (${share} % inline data)`;
  });
  return [
    row(
      'Heaviest HTML per template (< 2 MB), share of inline React data',
      figures.join(', '),
      problems,
    ),
  ];
}

/** What Google's rich results need of the types the pages declare. */
const REQUIRED: Record<string, string[]> = {
  BreadcrumbList: ['itemListElement'],
  ItemList: ['itemListElement'],
  LocalBusiness: ['name', 'address'],
  WebSite: ['name', 'url'],
  Organization: ['name', 'url'],
};

export function structuredDataRows(all: Page[]): Row[] {
  const problems: string[] = [];
  let blocks = 0;
  for (const page of all.filter((p) => isHtml(p) && !p.noindex)) {
    for (const block of page.jsonLd) {
      blocks++;
      const type = String(block['@type']);
      // A detail page declares its business by its most specific type (Plumber, Restaurant…).
      const required =
        REQUIRED[type] ?? (template(page.url) === 'detail' ? REQUIRED.LocalBusiness! : []);
      for (const field of required)
        if (block[field] === undefined || block[field] === '')
          problems.push(`${page.url}: ${type} without ${field}`);
      if (type === 'BreadcrumbList' || type === 'ItemList')
        for (const item of block.itemListElement as Record<string, unknown>[])
          if (!item.position || !(item.name || item.item || item.url))
            problems.push(`${page.url}: ${type} item without position or name`);
    }
    if (template(page.url) === 'detail' && page.jsonLd.length < 2)
      problems.push(`${page.url}: ${page.jsonLd.length} JSON-LD blocks`);
  }
  return [
    row(
      'Structured data: required fields of each declared type',
      `${n(blocks)} blocks on ${n(all.length)} pages`,
      [...new Set(problems)],
    ),
  ];
}

/** A repeat request carrying the validator of the first answer gets 304. */
export async function notModifiedRows(urls: string[]): Promise<Row[]> {
  const problems: string[] = [];
  for (const url of urls) {
    let etag = (await fetchPage(url)).etag;
    let status = 0;
    // A page past its window is served once more and rendered again in the background: its
    // next answer may carry a new ETag, which the repeat after it must match.
    for (let attempt = 0; etag && attempt < 3 && status !== 304; attempt++) {
      const repeat = await fetchPage(url, { 'If-None-Match': etag });
      status = repeat.status;
      if (status !== 304 && repeat.etag === etag) break;
      etag = repeat.etag ?? etag;
    }
    if (!etag) problems.push(`${url}: no ETag`);
    else if (status !== 304) problems.push(`${url}: ${status} to its own ETag`);
  }
  return [row('Repeat request with the validator gets 304', `${n(urls.length)} URLs`, problems)];
}
