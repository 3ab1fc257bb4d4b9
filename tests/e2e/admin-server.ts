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
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited:\n${output}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { baseUrl, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`next start did not answer within 60 s:\n${output}`);
}
