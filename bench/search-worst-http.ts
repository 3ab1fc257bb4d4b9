// Issue 45's worst shapes over HTTP (bench/README.md): `npx tsx bench/search-worst-http.ts --base-url URL [--runs 20] [--first-point 0]`
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { median, ms, percentile } from './lib/stats';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    runs: { type: 'string', default: '20' },
    // Where this run's points start, so a second run (another server) reads fresh points too.
    'first-point': { type: 'string', default: '0' },
  },
});
const options = z
  .object({
    'base-url': z.url(),
    runs: z.coerce.number().int().min(1).max(200),
    'first-point': z.coerce.number().int().min(0).max(10_000),
  })
  .parse(values);

const LONDON = { lat: 51.5074, lng: -0.1278 };

const SHAPES: { name: string; query: string }[] = [
  { name: 'radius 100 km, open now, offset 980', query: 'radiusKm=100&open=now&offset=980' },
  { name: 'radius 100 km, nearest first, open now', query: 'radiusKm=100&sort=distance&open=now' },
  {
    name: 'radius 100 km, 8 common words',
    query: 'radiusKm=100&search=best+local+services+shop+ltd+restaurant+cafe+repair',
  },
  { name: 'by rating, offset 5,000', query: 'sort=rating&offset=5000' },
];

/** About 300 m east a run (more than the 3 decimals a point is rounded to), per shape. */
function near(shape: number, run: number): string {
  const lat = LONDON.lat + shape * 0.011;
  const lng = LONDON.lng + run * 0.0043;
  return `${lat.toFixed(4)},${lng.toFixed(4)}`;
}

/** Time to the whole answer; a refusal (503 past the read timeout) is counted, not hidden. */
async function timed(url: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.ok };
}

async function main() {
  const results = [];
  // The server's first answers load its modules; warmed from the centre, no shape's point.
  for (const shape of SHAPES) {
    await timed(
      `${options['base-url']}/api/businesses?near=${LONDON.lat},${LONDON.lng}&${shape.query}`,
    );
  }
  for (const [index, shape] of SHAPES.entries()) {
    const samples: number[] = [];
    let failed = 0;
    for (let run = 0; run < options.runs; run++) {
      const url = `${options['base-url']}/api/businesses?near=${near(index, options['first-point'] + run)}&${shape.query}`;
      const answer = await timed(url);
      samples.push(answer.ms);
      if (!answer.ok) failed += 1;
    }
    results.push({ name: shape.name, p50: median(samples), p95: percentile(samples, 95), failed });
  }
  for (const { name, p50, p95, failed } of results) {
    const refused = failed ? `   ${failed} of ${options.runs} not 200` : '';
    console.log(
      `${name.padEnd(42)} p50 ${ms(p50).padStart(5)} ms   p95 ${ms(p95).padStart(5)} ms${refused}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
