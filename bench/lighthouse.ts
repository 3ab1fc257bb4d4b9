// Lighthouse, standard and calibrated (bench/README.md): `npm run bench:lighthouse -- [baseUrl] [--paths=/,/about] [--runs=5] [--bare=url|--no-bare] [--only=standard|calibrated]`
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { z } from 'zod';
import { BARE_PAGE, startBareNextApp } from './lib/bare-next-app';
import { calibratedSlowdown, LIGHTHOUSE_DEFAULT_SLOWDOWN } from './lib/cpu-slowdown';
import { paintedAfterLoad } from './lib/first-frame';
import { median } from './lib/stats';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const argsSchema = z.object({
  baseUrl: z.url().transform((url) => url.replace(/\/$/, '')),
  paths: z.array(z.string().startsWith('/')).optional(),
  runs: z.coerce.number().int().min(1).max(9),
  /** false, true (build one) or the URL of a running bare app. */
  bare: z.union([z.boolean(), z.url().transform((url) => url.replace(/\/$/, ''))]),
  only: z.enum(['standard', 'calibrated']).optional(),
});

function parseArgs(argv: string[]) {
  const option = (name: string) =>
    argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  return argsSchema.parse({
    baseUrl:
      argv.find((arg) => !arg.startsWith('--')) ??
      process.env.LIGHTHOUSE_BASE_URL ??
      'http://localhost:3000',
    paths: option('paths')?.split(',').filter(Boolean),
    runs: option('runs') ?? 5,
    bare: option('bare') ?? !argv.includes('--no-bare'),
    only: option('only'),
  });
}

const slugList = z.array(z.object({ slug: z.string().min(1) }).loose());
const recommendedSchema = z.union([slugList, z.object({ businesses: slugList }).loose()]);

/** A real detail page: the first recommended business, else the first one linked from home. */
async function findDetailPath(baseUrl: string): Promise<string | null> {
  try {
    const response = await fetch(`${baseUrl}/api/businesses/recommended`);
    const parsed = recommendedSchema.safeParse(await response.json());
    if (parsed.success) {
      const list = Array.isArray(parsed.data) ? parsed.data : parsed.data.businesses;
      if (list[0]) return `/details/${encodeURIComponent(list[0].slug)}`;
    }
  } catch {
    // Fall through to the home page's links.
  }
  const html = await (await fetch(`${baseUrl}/`)).text();
  return html.match(/href="(\/details\/[^"#?]+)"/)?.[1] ?? null;
}

async function defaultPaths(baseUrl: string) {
  const detail = await findDetailPath(baseUrl);
  if (!detail) console.warn('No detail page found (is the database seeded?); skipping it.');
  // The town as the site links it: `/city/London` answers a 308 that Lighthouse charges to the page.
  return ['/', '/businesses', '/category/restaurants', '/city/london', ...(detail ? [detail] : [])];
}

type Lost = {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** The first few offending elements, for audits that name them. */
  nodes?: string[];
};

const detailSchema = z.object({
  items: z.array(z.object({ node: z.object({ selector: z.string() }).loose() }).loose()),
});

function offendingNodes(details: unknown) {
  const parsed = detailSchema.safeParse(details);
  return parsed.success
    ? parsed.data.items.slice(0, 5).map((item) => item.node.selector)
    : undefined;
}
type Audit = {
  scores: Record<Category, number>;
  lost: Lost[];
  benchmarkIndex: number;
  cpuSlowdown: number;
  paintedAfterLoad: boolean;
};
/** `performanceRuns` keeps every run's score: performance varies most between runs. */
type PageResult = Omit<Audit, 'benchmarkIndex' | 'cpuSlowdown' | 'paintedAfterLoad'> & {
  path: string;
  performanceRuns: number[];
  benchmarkIndexes: number[];
  cpuSlowdowns: number[];
  /** How many of the runs had their first frame held back past the load event. */
  paintedAfterLoad: number;
};

// A shared host's speed changes between audits: each run is audited again when the index at its
// start calls for a multiplier further than this from the one it used (bench/README.md).
const CALIBRATION_TOLERANCE = 0.1;
const CALIBRATION_ATTEMPTS = 3;

/** An audit whose CPU multiplier fits the host's speed during it, from `guess`; the best-fitting attempt. */
async function calibratedAudit(url: string, port: number, guess: number): Promise<Audit> {
  let slowdown = guess;
  let best: { audit: Audit; misfit: number } | undefined;
  for (let attempt = 0; attempt < CALIBRATION_ATTEMPTS; attempt++) {
    const result = await audit(url, port, slowdown);
    const fitting = calibratedSlowdown(result.benchmarkIndex);
    const misfit = Math.abs(slowdown - fitting) / fitting;
    if (!best || misfit < best.misfit) best = { audit: result, misfit };
    if (misfit <= CALIBRATION_TOLERANCE) break;
    slowdown = fitting;
  }
  return best!.audit;
}

async function audit(url: string, port: number, cpuSlowdownMultiplier?: number): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
    ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const cpuSlowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const weighted = new Set(
    CATEGORIES.flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id),
    ),
  );
  const lost = Object.values(lhr.audits)
    .filter((a) => weighted.has(a.id) && a.score !== null && a.score < 1)
    .map((a) => ({
      id: a.id,
      title: a.title,
      score: a.score,
      displayValue: a.displayValue,
      nodes: offendingNodes(a.details),
    }));
  return {
    scores,
    lost,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown,
    paintedAfterLoad: paintedAfterLoad(lhr.audits.metrics?.details),
  };
}

type Mode = {
  /** 'standard': Lighthouse's mobile preset as shipped (4×); 'calibrated': fitted to the host. */
  name: 'standard' | 'calibrated';
  pages: PageResult[];
  benchmarkIndexRange: [number, number];
  cpuSlowdownRange: [number, number];
};

/** `runs` audits of every target, run by run so load changes touch all alike; 'auto' fits each run to the host. */
async function auditRuns(
  name: Mode['name'],
  targets: { path: string; url: string }[],
  port: number,
  runs: number,
  firstSlowdown: number,
  failures: Map<string, string>,
): Promise<Mode> {
  const attempts = new Map<string, Audit[]>(targets.map((target) => [target.path, []]));
  // With the bare page among them, each run fits the multiplier on the bare page's audit and
  // audits the pages at it: each is compared with the bare page at one slowdown (bench/README.md).
  const paired = targets.some((target) => target.path === BARE_PAGE);
  let slowdown = firstSlowdown;
  for (let run = 0; run < runs; run++) {
    for (const target of targets.filter((t) => !failures.has(t.path))) {
      const fitted = name === 'calibrated' && (!paired || target.path === BARE_PAGE);
      try {
        const result = fitted
          ? await calibratedAudit(target.url, port, slowdown)
          : await audit(target.url, port, slowdown);
        attempts.get(target.path)!.push(result);
        if (name === 'calibrated') slowdown = result.cpuSlowdown;
      } catch (error) {
        // One page that cannot be audited (an error status, say) must not lose the others.
        failures.set(target.path, error instanceof Error ? error.message : String(error));
      }
    }
  }
  const pages: PageResult[] = targets
    .filter((target) => !failures.has(target.path))
    .map(({ path: pagePath }) => {
      const audits = attempts.get(pagePath)!;
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, median(audits.map((a) => a.scores[id]))]),
      ) as Record<Category, number>;
      console.error(`${name} ${pagePath}: ${CATEGORIES.map((id) => scores[id]).join(' / ')}`);
      return {
        path: pagePath,
        scores,
        lost: audits.at(-1)?.lost ?? [],
        performanceRuns: audits.map((a) => a.scores.performance),
        benchmarkIndexes: audits.map((a) => Math.round(a.benchmarkIndex)),
        cpuSlowdowns: audits.map((a) => Number(a.cpuSlowdown.toFixed(2))),
        paintedAfterLoad: audits.filter((a) => a.paintedAfterLoad).length,
      };
    });
  const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];
  return {
    name,
    pages,
    benchmarkIndexRange: range(pages.flatMap((p) => p.benchmarkIndexes)),
    cpuSlowdownRange: range(pages.flatMap((p) => p.cpuSlowdowns)),
  };
}

function printMode(mode: Mode, runs: number) {
  const bare = mode.pages.find((page) => page.path === BARE_PAGE)?.scores.performance;
  const title =
    mode.name === 'standard'
      ? `Standard mobile preset (simulated throttling, ${LIGHTHOUSE_DEFAULT_SLOWDOWN}× CPU): performance ≥ 95`
      : `Calibrated to the host's BenchmarkIndex, each run's multiplier fitted on the bare page's audit: each page within 3 points of the bare Next page (${bare ?? '—'})`;
  console.log(`\n${title}, median of ${runs} runs\n`);
  console.log(
    '| Page | Performance (runs) | vs bare | Painted after load¹ | Accessibility | Best practices | SEO | BenchmarkIndex per run | CPU × per run |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---|---|');
  for (const r of mode.pages) {
    const versus =
      bare === undefined || r.path === BARE_PAGE ? '—' : String(r.scores.performance - bare);
    console.log(
      `| \`${r.path}\` | ${r.scores.performance} (${r.performanceRuns.join(', ')}) | ${versus} | ${r.paintedAfterLoad} of ${r.performanceRuns.length} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.benchmarkIndexes.join(', ')} | ${r.cpuSlowdowns.join(', ')} |`,
    );
  }
  console.log(
    '\n¹ Runs whose first frame was shown only after the load event (GoogleChrome/lighthouse#17148): Lantern then counts every script that loaded before it into LCP.',
  );
  for (const r of mode.pages.filter((r) => r.lost.length)) {
    console.log(`\n${mode.name} ${r.path} lost points on (last run):`);
    for (const a of r.lost) {
      console.log(`- ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    }
  }
}

async function main() {
  const { baseUrl, paths: givenPaths, runs, bare, only } = parseArgs(process.argv.slice(2));
  const paths = givenPaths ?? (await defaultPaths(baseUrl));
  const bareApp = bare === true ? await startBareNextApp() : null;
  const bareBaseUrl = typeof bare === 'string' ? bare : bareApp?.baseUrl;
  const targets = [
    ...(bareBaseUrl ? [{ path: BARE_PAGE, url: `${bareBaseUrl}/` }] : []),
    ...paths.map((pagePath) => ({ path: pagePath, url: `${baseUrl}${pagePath}` })),
  ];
  process.env.CHROME_PATH ??= '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({ chromeFlags: CHROME_FLAGS });
  const failures = new Map<string, string>();
  const modes: Mode[] = [];
  let calibrationIndex = 0;
  try {
    // One discarded audit a page warms everything up; their median index sets the first multiplier.
    const warmUps: number[] = [];
    for (const target of targets) {
      try {
        warmUps.push((await audit(target.url, chrome.port)).benchmarkIndex);
      } catch {
        // The counted runs record the failure.
      }
    }
    calibrationIndex = warmUps.length ? median(warmUps) : 0;
    if (only !== 'calibrated')
      modes.push(
        await auditRuns(
          'standard',
          targets,
          chrome.port,
          runs,
          LIGHTHOUSE_DEFAULT_SLOWDOWN,
          failures,
        ),
      );
    if (only !== 'standard')
      modes.push(
        await auditRuns(
          'calibrated',
          targets,
          chrome.port,
          runs,
          calibratedSlowdown(calibrationIndex),
          failures,
        ),
      );
  } finally {
    await chrome.kill();
    await bareApp?.stop();
  }

  // Throttling scales observed CPU time, so the load average puts the scores in context.
  const load = loadavg()[0]!.toFixed(1);
  console.log(
    `\nLighthouse — mobile, ${baseUrl}, load average ${load} on ${cpus().length} cores; warm-up BenchmarkIndex ${Math.round(calibrationIndex)} (Lighthouse's ${LIGHTHOUSE_DEFAULT_SLOWDOWN}× assumes 1300–2000)`,
  );
  for (const mode of modes) printMode(mode, runs);
  for (const [pagePath, message] of failures) console.log(`\nNot audited: ${pagePath}: ${message}`);

  const outFile = path.join('bench-results', 'lighthouse.json');
  await mkdir(path.dirname(outFile), { recursive: true });
  const calibrated = modes.find((mode) => mode.name === 'calibrated');
  const standard = modes.find((mode) => mode.name === 'standard');
  await writeFile(
    outFile,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        baseUrl,
        runs,
        loadAverage: Number(load),
        warmUpBenchmarkIndex: Math.round(calibrationIndex),
        // The calibrated run at the top level, where results before issue 47 had their one run.
        ...(calibrated ?? standard),
        standard,
        failures: [...failures].map(([pagePath, message]) => `${pagePath}: ${message}`),
      },
      null,
      2,
    ),
  );
  console.log(`\nWrote ${outFile}`);
  if (failures.size) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
