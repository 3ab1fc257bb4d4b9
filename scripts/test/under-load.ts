// `npm run test:under-load [-- --cpu N] [-- <command>]`: runs `npm test` (or the command) while
// `stress-ng --cpu N` (2 by default) keeps the cores busy, then prints the wall time, the load
// it ran under and the test summary line. The tests must pass on a machine busy with other work.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { ensureDebianTools, STRESS_NG } from './cluster-tools';

function parseArgs(argv: string[]) {
  const separator = argv.indexOf('--');
  const options = separator === -1 ? argv : argv.slice(0, separator);
  const command = separator === -1 ? ['npm', 'test'] : argv.slice(separator + 1);
  const cpuAt = options.indexOf('--cpu');
  const cpu = cpuAt === -1 ? 2 : Number(options[cpuAt + 1]);
  if (!Number.isInteger(cpu) || cpu < 1 || command.length === 0) {
    console.error('usage: npm run test:under-load [-- --cpu N] [-- <command>]');
    process.exit(2);
  }
  return { cpu, command };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

async function main() {
  const { cpu, command } = parseArgs(process.argv.slice(2));
  ensureDebianTools([STRESS_NG], 'test:under-load');

  let stopping = false;
  // The timeout is a backstop: should this script be killed outright, the load still ends.
  const stress = spawn(STRESS_NG.binary, ['--cpu', String(cpu), '--timeout', '3h', '--quiet'], {
    stdio: 'ignore',
  });
  await new Promise<void>((resolve, reject) => {
    stress.once('spawn', resolve);
    stress.once('error', reject);
  });
  stress.once('exit', (code, signal) => {
    if (!stopping) console.error(`[under-load] stress-ng ended early (${code ?? signal})`);
  });
  console.log(`[under-load] stress-ng --cpu ${cpu} running; ${command.join(' ')}`);

  const loads: number[] = [];
  const sampler = setInterval(() => loads.push(loadavg()[0]!), 15_000);
  const started = Date.now();
  const child = spawn(command[0]!, command.slice(1), {
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CHECKPOINT_DISABLE: '1' },
  });
  let summary = '';
  let tail = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    tail = (tail + chunk.toString()).slice(-4000);
    // npm test's own summary line, else the last count a test runner printed.
    const found = tail.match(/^tests: .*$/gm) ?? tail.match(/^.*\b\d+ (passed|failed)\b.*$/gm);
    if (found) summary = found.at(-1)!.trim();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  const [code] = (await once(child, 'exit')) as [number | null];
  const minutes = (Date.now() - started) / 60_000;

  clearInterval(sampler);
  stopping = true;
  await stop(stress);
  const mean = loads.length ? loads.reduce((a, b) => a + b, 0) / loads.length : loadavg()[0]!;
  const peak = loads.length ? Math.max(...loads) : mean;
  const ok = code === 0;
  console.log(
    `\n━━ under load (stress-ng --cpu ${cpu}, load average mean ${mean.toFixed(1)}, peak ${peak.toFixed(1)})`,
  );
  console.log(`${ok ? 'PASS' : 'FAIL'} ${command.join(' ')} in ${minutes.toFixed(1)} min`);
  if (summary) console.log(summary);
  process.exit(ok ? 0 : (code ?? 1));
}

main();
