import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scripts/free-port';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The admin settings of `.env.example`, as someone copying it to production would have them. */
export function envExampleAdminSettings() {
  const text = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  const value = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(text)?.[1] ?? '';
  return {
    ADMIN_USERNAME: value('ADMIN_USERNAME'),
    ADMIN_PASSWORD: value('ADMIN_PASSWORD'),
    AUTH_SECRET: value('AUTH_SECRET'),
  };
}

export type ExtraServer = { baseUrl: string; output: () => string; stop: () => Promise<void> };

/**
 * A second `next start` of the e2e build with its own settings (its login limits live in the
 * same database as the main server's, so a test that trips them clears them afterwards).
 */
export async function startExtraServer(settings: Record<string, string>): Promise<ExtraServer> {
  // Another process can bind the free port first: `next start` then exits, and we try another.
  for (let attempt = 1; ; attempt++) {
    const started = await startOnFreePort(settings);
    if (started !== 'port taken') return started;
    if (attempt === 3) throw new Error('next start found its port taken three times');
  }
}

async function startOnFreePort(settings: Record<string, string>) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const child: ChildProcess = spawn(
    path.join(ROOT, 'node_modules/.bin/next'),
    ['start', '-p', String(port)],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', SITE_URL: baseUrl, ...settings },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  // Listening is when `next start` logs "Ready"; only then is the port surely ours.
  const listening = await new Promise<boolean>((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => done(false), 180_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Ready in')) done(true);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', () => done(false));
  });
  if (!listening) {
    await stop();
    if (output.includes('EADDRINUSE')) return 'port taken' as const;
    throw new Error(`next start did not start:\n${output}`);
  }
  // Its first database connection can take a while on a busy machine.
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`next start never answered /api/health with 200:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, output: () => output, stop };
}
