// The 304 row on its own, against a running server: `npx tsx bench/not-modified.ts <base url> <page path> [--seconds 6]`
import { parseArgs } from 'node:util';
import { measureNotModified } from './lib/measure-http';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seconds: { type: 'string', default: '6' } },
});
const [base, path] = positionals;
if (!base || !path?.startsWith('/')) {
  console.error('usage: tsx bench/not-modified.ts <base url> <page path> [--seconds 6]');
  process.exit(2);
}
const { runs } = await measureNotModified(base, path, { seconds: Number(values.seconds) });
console.log('| Connections | 304 to a repeat request | static `/about` | share |');
console.log('|---|---|---|---|');
for (const [connections, run] of Object.entries(runs)) {
  const share = Math.round((100 * run.notModified.requestsPerSecond) / run.about.requestsPerSecond);
  console.log(
    `| ${connections} | ${Math.round(run.notModified.requestsPerSecond)} req/s (p99 ${run.notModified.p99Ms} ms) | ${Math.round(run.about.requestsPerSecond)} req/s (p99 ${run.about.p99Ms} ms) | ${share} % |`,
  );
}
