// Each child in its own process group: stopping it stops all it started; nothing outlives the bench.
import { spawn, type ChildProcess } from 'node:child_process';
import { PROJECT_ROOT } from '@/scripts/db/database-url';

export { freePort } from '@/scripts/free-port';

const running = new Set<ChildProcess>();
const stoppers = new Set<() => Promise<void>>();

/** Registers something else to stop with the bench; returns a function that stops it now, once. */
export function onStop(stop: () => Promise<void>) {
  stoppers.add(stop);
  return async () => {
    if (stoppers.delete(stop)) await stop();
  };
}

type Options = { env?: Record<string, string>; quiet?: boolean; cwd?: string };

/** Starts a long-running command (a server); stop it with stopProcess. */
export function startProcess(command: string, args: string[], options: Options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? PROJECT_ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CHECKPOINT_DISABLE: '1', ...options.env },
    stdio: options.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return child;
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

/** Runs a command to completion; rejects on a non-zero exit. Returns the seconds it took. */
export async function runProcess(command: string, args: string[], options: Options = {}) {
  const started = performance.now();
  const child = startProcess(command, args, options);
  const code = await new Promise<number>((resolve) =>
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
  return (performance.now() - started) / 1000;
}

/** Stops every child still running and everything registered (on Ctrl+C, failure or end). */
export async function stopAll() {
  await Promise.all([...running].map(stopProcess));
  for (const stop of stoppers) {
    stoppers.delete(stop);
    await stop().catch(() => {});
  }
}
