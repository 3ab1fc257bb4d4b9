// Issue 31's load budget: worst-shaped searches from fresh points beside a probe of /about (bench/README.md).
import { percentile } from './stats';

/** /about requests timed alone, and the pause between the probe's requests under load. */
const ALONE = 40;
const PROBE_PAUSE_MS = 100;

// Around London (SW1A's centre), as in search-geo-timing.ts's worst group.
const LONDON = { lat: 51.50265, lng: -0.13111 };
const SHAPES = [
  'radiusKm=100&sort=distance&open=now',
  'radiusKm=100&search=best%20local%20services%20shop%20ltd%20restaurant%20cafe%20repair',
  'radiusKm=100&open=now&offset=980',
  'sort=rating&offset=5000',
];

/** Request n's search: the shapes in turn, each from a point no other request uses. */
function searchPath(n: number): string {
  // About 150 m apart east-west and 110 m north-south: more than the cache keys' rounding.
  const lat = (LONDON.lat + (n % 50) * 0.001).toFixed(5);
  const lng = (LONDON.lng + Math.floor(n / 50) * 0.0022).toFixed(5);
  return `/api/businesses?near=${lat},${lng}&${SHAPES[n % SHAPES.length]}`;
}

type Sample = { ms: number; status: number };

async function timed(url: string): Promise<Sample> {
  const started = performance.now();
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

export type LoadFigures = {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  statuses: { ok: number; busy: number; error500: number; other: number };
};

function figures(samples: Sample[]): LoadFigures {
  const times = samples.map((s) => s.ms);
  const count = (status: number) => samples.filter((s) => s.status === status).length;
  return {
    requests: samples.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    statuses: {
      ok: count(200),
      busy: count(503),
      error500: count(500),
      other: samples.length - count(200) - count(503) - count(500),
    },
  };
}

export type SearchLoad = {
  clients: number;
  seconds: number;
  aboutAlone: LoadFigures;
  aboutUnderLoad: LoadFigures;
  searches: LoadFigures;
};

/** /about alone, then beside `clients` clients of worst-shaped searches for `seconds`. */
export async function measureSearchLoad(
  baseUrl: string,
  { clients = 8, seconds = 10, firstRequest = 0 } = {},
): Promise<SearchLoad> {
  const about = `${baseUrl}/about`;
  await timed(about);
  const alone: Sample[] = [];
  for (let i = 0; i < ALONE; i++) alone.push(await timed(about));

  const searches: Sample[] = [];
  const underLoad: Sample[] = [];
  const deadline = Date.now() + seconds * 1000;
  // Runs against one build share its cache: a later run starts where an earlier one ended.
  let next = firstRequest;
  const client = async () => {
    while (Date.now() < deadline) searches.push(await timed(`${baseUrl}${searchPath(next++)}`));
  };
  const probe = async () => {
    while (Date.now() < deadline) {
      underLoad.push(await timed(about));
      await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
    }
  };
  await Promise.all([...Array.from({ length: clients }, client), probe()]);
  return {
    clients,
    seconds,
    aboutAlone: figures(alone),
    aboutUnderLoad: figures(underLoad),
    searches: figures(searches),
  };
}

/** The budget: /about p50 ≤ 250 ms under the load, and no answer a 500 (503 is allowed). */
export const searchLoadMet = (r: SearchLoad) =>
  r.aboutUnderLoad.p50Ms <= 250 &&
  [r.aboutUnderLoad, r.searches].every((f) => f.statuses.error500 + f.statuses.other === 0);

/** A small markdown table of the figures. */
export function searchLoadTable(r: SearchLoad): string {
  const row = (name: string, f: LoadFigures) =>
    `| ${name} | ${f.requests} | ${f.p50Ms.toFixed(0)} | ${f.p95Ms.toFixed(0)} | ${f.statuses.ok} | ${f.statuses.busy} | ${f.statuses.error500} | ${f.statuses.other} |`;
  return [
    `${r.clients} clients × ${r.seconds} s of worst-shaped searches, fresh points`,
    '| what | requests | p50 ms | p95 ms | 200 | 503 | 500 | other |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    row('/about alone', r.aboutAlone),
    row(`/about, ${r.clients} clients searching`, r.aboutUnderLoad),
    row('worst searches', r.searches),
  ].join('\n');
}
