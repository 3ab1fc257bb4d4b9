// `npm run seo:check -- <url>`: crawls a running site as a search engine would and exits 1 when
// a rule breaks (docs/seo.md#seo-check). `--doc <file> --size <n>` writes the table into that
// file between `<!-- seo-check:<n> -->` markers (docs/performance.md).
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { clickDepth } from './depth';
import { PageCache } from './fetch-page';
import {
  depthRows,
  duplicateRows,
  linkRows,
  notModifiedRows,
  sampledUrlRows,
  sitemapRows,
  structuredDataRows,
  weightRows,
  type Row,
} from './rules';
import { sample } from './sample';
import { readSitemaps } from './sitemaps';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    samples: { type: 'string', default: '80' },
    'depth-samples': { type: 'string', default: '1000' },
    'max-depth': { type: 'string', default: '5' },
    crawl: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '4' },
    doc: { type: 'string' },
    size: { type: 'string' },
  },
});
const count = z.coerce.number().int().min(1);
const options = z
  .object({
    base: z.url().transform((url) => url.replace(/\/$/, '')),
    samples: count,
    depthSamples: count,
    maxDepth: count,
    crawl: count,
    concurrency: count,
  })
  .safeParse({
    base: positionals[0],
    samples: values.samples,
    depthSamples: values['depth-samples'],
    maxDepth: values['max-depth'],
    crawl: values.crawl,
    concurrency: values.concurrency,
  });
if (!options.success) {
  console.error(
    'usage: npm run seo:check -- <base url> [--samples 80] [--depth-samples 1000] [--max-depth 5] [--crawl 60] [--concurrency 4] [--doc docs/performance.md --size N]',
  );
  process.exit(2);
}
const { base, samples, depthSamples, maxDepth, crawl, concurrency } = options.data;
const log = (message: string) => console.error(`[seo:check] ${message}`);

function table(rows: Row[]): string {
  const lines = rows.map(
    (r) => `| ${r.rule} | ${r.figure.replace(/\|/g, '\\|')} | ${r.ok ? 'met' : '**broken**'} |`,
  );
  return ['| Rule | Measured | |', '|---|---|---|', ...lines].join('\n');
}

async function writeDoc(file: string, size: string, report: string) {
  const start = `<!-- seo-check:${size} -->`;
  const end = `<!-- /seo-check:${size} -->`;
  const text = await readFile(file, 'utf8');
  const section = `${start}\n${report}\n${end}`;
  const at = text.indexOf(start);
  const next =
    at >= 0
      ? text.slice(0, at) + section + text.slice(text.indexOf(end) + end.length)
      : text.replace('<!-- bench:end -->', `${section}\n\n<!-- bench:end -->`);
  await writeFile(file, next);
}

async function main() {
  const started = performance.now();
  const pages = new PageCache(concurrency);
  const rows: Row[] = [];

  log('sitemaps');
  const { index, files } = await readSitemaps(base);
  rows.push(...sitemapRows(base, index, files));
  const urls = files.flatMap((file) => file.urls.map((entry) => entry.loc));
  const details = urls.filter((url) => url.includes('/details/'));

  log(`${samples} sampled sitemap URLs`);
  rows.push(...(await sampledUrlRows(sample(urls, samples), pages)));

  log(`links of the first ${crawl} pages from /`);
  rows.push(...(await linkRows(base, pages, crawl)));

  log(`click depth of ${Math.min(depthSamples, details.length)} detail pages`);
  const targets = sample(details, depthSamples);
  const depths: { url: string; depth: number | null; reason?: string }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const url = targets[next++]!;
      depths.push({ url, ...(await clickDepth(base, url, pages, maxDepth, concurrency)) });
      if (depths.length % 100 === 0) log(`  ${depths.length} done, ${pages.size} pages fetched`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  rows.push(...depthRows(depths, maxDepth));

  const all = await pages.all();
  rows.push(...duplicateRows(all), ...weightRows(all), ...structuredDataRows(all));

  log('conditional requests');
  const detail = targets[0] ?? details[0];
  const town = all.find((page) => /\/city\/[^/]+$/.test(page.url) && page.status === 200)?.url;
  rows.push(
    ...(await notModifiedRows(
      [`${base}/`, town, detail, `${base}/sitemap.xml`, files.at(-1)?.url].filter(
        (url): url is string => Boolean(url),
      ),
    )),
  );

  const seconds = Math.round((performance.now() - started) / 1000);
  const report = [
    `\`npm run seo:check -- ${base}\`, ${new Date().toISOString().slice(0, 10)}: ${pages.size.toLocaleString('en-GB')} pages fetched in ${seconds} s.`,
    '',
    table(rows),
  ].join('\n');
  console.log(report);
  for (const broken of rows.filter((r) => !r.ok)) {
    console.error(`\n[seo:check] broken: ${broken.rule}`);
    for (const problem of broken.problems ?? []) console.error(`  ${problem}`);
  }
  if (values.doc) await writeDoc(values.doc, values.size ?? 'latest', report);
  process.exit(rows.every((r) => r.ok) ? 0 : 1);
}

main().catch((error) => {
  console.error(`[seo:check] ${(error as Error).stack ?? error}`);
  process.exit(1);
});
