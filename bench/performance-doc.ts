// docs/performance.md from saved results: `npx tsx bench/performance-doc.ts bench-results/bench-100000.json [more.json …]`
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from '@/scripts/db/database-url';
import { updatePerformanceDoc } from './lib/performance-doc';
import type { BenchResults } from './lib/report';

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: tsx bench/performance-doc.ts <bench-results/bench-N.json> …');
  process.exit(2);
}
const doc = path.join(PROJECT_ROOT, 'docs', 'performance.md');
for (const file of files) {
  const results = JSON.parse(await readFile(file, 'utf8')) as BenchResults;
  await updatePerformanceDoc(doc, results);
  console.error(
    `[bench] docs/performance.md: ${results.size.toLocaleString('en-GB')} from ${file}`,
  );
}
