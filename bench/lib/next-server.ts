// Production build and server of the app for the bench, in its own build folder.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '@/scripts/db/database-url';
import { freePort, runProcess, startProcess, stopProcess } from './processes';

export const BENCH_DIST_DIR = '.next-bench';
const NEXT_BIN = path.join(PROJECT_ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

function serverEnv(databaseUrl: string, port: number) {
  return {
    NEXT_DIST_DIR: BENCH_DIST_DIR,
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production' as const,
    SITE_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    // Admin pages are not measured; credentials only keep the server from refusing them.
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'bench-password',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
  };
}

/** `next build` against the bench database (prerendered pages read it); seconds taken. */
export function buildApp(databaseUrl: string) {
  return runProcess(process.execPath, [NEXT_BIN, 'build'], { env: serverEnv(databaseUrl, 3000) });
}

async function waitUntilUp(baseUrl: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not answer at ${baseUrl} within ${timeoutMs / 1000} s`);
}

/** `nodeArgs` go to Node itself (e.g. --cpu-prof, which NODE_OPTIONS refuses). */
export async function startApp(
  databaseUrl: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
) {
  const port = await freePort();
  const child = startProcess(
    process.execPath,
    [...nodeArgs, NEXT_BIN, 'start', '-p', String(port)],
    {
      env: { ...serverEnv(databaseUrl, port), ...env },
      quiet: true,
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(baseUrl);
  return { baseUrl, pid: child.pid!, stop: () => stopProcess(child) };
}

/** The build's draft-mode id: as the __prerender_bypass cookie, a fresh render past every cache. */
export function draftModeCookie(distDir = BENCH_DIST_DIR) {
  const manifest = JSON.parse(
    readFileSync(path.join(PROJECT_ROOT, distDir, 'prerender-manifest.json'), 'utf8'),
  ) as { preview: { previewModeId: string } };
  return `__prerender_bypass=${manifest.preview.previewModeId}`;
}

/** The chunks every App Router page loads: a bare Next page's JavaScript. */
export function bareNextScripts(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(PROJECT_ROOT, BENCH_DIST_DIR, 'build-manifest.json'), 'utf8'),
  ) as { rootMainFiles: string[] };
  return manifest.rootMainFiles.map((file) => `/_next/${file}`);
}
