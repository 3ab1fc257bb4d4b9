// The bench's cold search-list sample against a running server (bench/README.md):
// `npx tsx bench/search-list-http.ts --base-url URL --database-url URL --dist-dir DIR [--passes 2]`
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { sampleData } from './lib/database';
import { measureListP95 } from './lib/measure-http';
import { draftModeCookie } from './lib/next-server';
import { ms } from './lib/stats';
import { pageTargets } from './lib/targets';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'database-url': { type: 'string' },
    // The server's build folder, whose draft-mode id lets every request past the caches.
    'dist-dir': { type: 'string' },
    passes: { type: 'string', default: '2' },
  },
});
const options = z
  .object({
    'base-url': z.url(),
    'database-url': z.string().min(1),
    'dist-dir': z.string().min(1),
    passes: z.coerce.number().int().min(1).max(10),
  })
  .parse(values);

const data = await sampleData(options['database-url']);
const search = pageTargets(data).filter((target) => target.name === 'search');
const cookie = draftModeCookie(options['dist-dir']);
// The first pass also warms PostgreSQL's and the OS's caches, as the bench's earlier runs do.
for (let pass = 1; pass <= options.passes; pass++) {
  const [row] = await measureListP95(options['base-url'], search, cookie);
  console.log(`pass ${pass}: p50 ${ms(row!.p50Ms)}, p95 ${ms(row!.p95Ms)}, failed ${row!.failed}`);
}
