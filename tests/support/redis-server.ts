// A throwaway Debian redis-server on a free loopback port, with nothing written to disk.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { CLUSTER_TOOLS, ensureClusterTools } from '@/scripts/test/cluster-tools';
import { freePort } from '@/scripts/free-port';

export type RedisServer = Awaited<ReturnType<typeof startRedisServer>>;

export async function startRedisServer() {
  ensureClusterTools([CLUSTER_TOOLS.redis]);
  const port = await freePort();
  let child: ChildProcess;

  const start = async () => {
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    child = spawn(CLUSTER_TOOLS.redis.binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
    });
  };

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGCONT');
    child.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    /** Keeps its connections open but answers nothing, until `resume`. */
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
  };
}
