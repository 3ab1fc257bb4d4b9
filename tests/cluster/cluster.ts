// Two `next start` instances of one build, Redis for their cache tags and nginx in front (with
// a shared cache standing in for a CDN), all children of the test on loopback ports. Instance
// B reaches PostgreSQL through PgBouncer in transaction mode, as a pooled deployment would;
// both read from the streaming replica that scripts/test/cluster.ts started.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { replicaPairAt, type PairPlace } from '@/scripts/db/replica-pair';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WORK = path.join(ROOT, 'test-results', 'cluster');
const HEAP_PROBE = path.join(ROOT, 'tests/support/heap-probe.mjs');

export const PORTS = { a: 3231, b: 3232, nginx: 3233, redis: 6390, pgbouncer: 6391 } as const;
export const ADMIN = {
  username: 'admin',
  password: randomBytes(18).toString('base64url'),
  secret: randomBytes(32).toString('base64url'),
};

type Child = { process: ChildProcess; output: () => string };

function start(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Child {
  let output = '';
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.on('exit', (code, signal) => {
    if (process.env.CLUSTER_DEBUG) console.log(`[cluster] ${name} exited (${code ?? signal})`);
  });
  return { process: child, output: () => output };
}

function stop(child: Child | undefined) {
  return new Promise<void>((resolve) => {
    if (!child || child.process.exitCode !== null || child.process.signalCode !== null)
      return resolve();
    child.process.once('exit', () => resolve());
    child.process.kill('SIGTERM');
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, child: Child, ready: () => Promise<boolean>, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${what} exited:\n${child.output()}`);
    if (await ready().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} not ready within ${ms / 1000} s:\n${child.output()}`);
}

const answers = (url: string) => fetch(url).then((response) => response.ok);

function nginxConfig() {
  const dir = path.join(WORK, 'nginx');
  rmSync(dir, { recursive: true, force: true });
  for (const sub of ['logs', 'cache', 'tmp']) mkdirSync(path.join(dir, sub), { recursive: true });
  const config = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=200m inactive=10m use_temp_path=off;
  upstream app { server 127.0.0.1:${PORTS.a}; server 127.0.0.1:${PORTS.b}; }
  server {
    listen 127.0.0.1:${PORTS.nginx};
    client_max_body_size 4500k;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_cache pages;
      proxy_cache_key "$request_uri|$http_rsc|$http_next_router_prefetch";
      proxy_cache_use_stale updating error timeout;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  return dir;
}

/**
 * PgBouncer in transaction mode in front of the test database. It refuses to run as root, so
 * as root it runs as `postgres` from a folder that user can read.
 */
function pgbouncerConfig(databaseUrl: string) {
  const dir = path.join(tmpdir(), `cluster-pgbouncer-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  const url = new URL(databaseUrl);
  const database = url.pathname.slice(1);
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  const target = `host=${url.hostname} port=${url.port} dbname=${database} user=${user} password=${password}`;
  const ini = `[databases]
${database} = ${target}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${PORTS.pgbouncer}
unix_socket_dir =
auth_type = any
pool_mode = transaction
default_pool_size = 5
max_client_conn = 200
logfile = ${dir}/pgbouncer.log
pidfile = ${dir}/pgbouncer.pid
`;
  writeFileSync(path.join(dir, 'pgbouncer.ini'), ini, { mode: 0o644 });
  url.port = String(PORTS.pgbouncer);
  return { ini: path.join(dir, 'pgbouncer.ini'), url: url.toString(), dir };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

// Short, so that the test of a stopped replay takes seconds; the default is 10 s.
export const MAX_LAG_MS = 2_000;

/** The primary and replica of scripts/test/cluster.ts, and the tests' database on them. */
export function postgres() {
  const pair = replicaPairAt(JSON.parse(process.env.CLUSTER_POSTGRES!) as PairPlace);
  const database = new URL(process.env.DATABASE_URL!).pathname.slice(1);
  return { ...pair, database, replicaUrl: pair.url('replica', database) };
}

export async function startCluster() {
  mkdirSync(WORK, { recursive: true });
  const distDir = process.env.CLUSTER_DIST_DIR ?? '.next-cluster';
  const { replicaUrl } = postgres();
  const children: Partial<Record<'a' | 'b' | 'redis' | 'nginx' | 'pgbouncer', Child>> = {};
  const bouncer = pgbouncerConfig(process.env.DATABASE_URL!);
  const asRoot = process.getuid?.() === 0;
  children.pgbouncer = start('pgbouncer', '/usr/sbin/pgbouncer', [
    ...(asRoot ? ['-u', 'postgres'] : []),
    bouncer.ini,
  ]);

  const startRedis = async () => {
    children.redis = start('redis', '/usr/bin/redis-server', [
      '--port',
      String(PORTS.redis),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    await waitFor('redis', children.redis, async () => children.redis!.output().includes('Ready'));
  };

  const startInstance = async (name: 'a' | 'b') => {
    const port = PORTS[name];
    children[name] = start(
      name,
      path.join(ROOT, 'node_modules/.bin/next'),
      ['start', '-p', String(port)],
      {
        NODE_ENV: 'production',
        NEXT_DIST_DIR: distDir,
        REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
        SITE_URL: `http://localhost:${PORTS.nginx}`,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        AUTH_SECRET: ADMIN.secret,
        CONTACT_EMAIL: 'hello@directory-cluster.test',
        // nginx appends the address it saw; tests talking to an instance directly name their own.
        TRUSTED_PROXY_HOPS: '1',
        DATABASE_READ_URLS: replicaUrl,
        DATABASE_READ_MAX_LAG_MS: String(MAX_LAG_MS),
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${HEAP_PROBE}`,
        ...(name === 'b' ? { DATABASE_URL: bouncer.url, DATABASE_POOLER: 'pgbouncer' } : {}),
      },
    );
    await waitFor(name, children[name]!, () => answers(`http://127.0.0.1:${port}/api/health`));
  };

  await startRedis();
  await Promise.all([startInstance('a'), startInstance('b')]);
  const nginxDir = nginxConfig();
  children.nginx = start('nginx', '/usr/sbin/nginx', [
    '-p',
    nginxDir,
    '-c',
    path.join(nginxDir, 'nginx.conf'),
    '-g',
    'daemon off;',
  ]);
  await waitFor('nginx', children.nginx, () =>
    answers(`http://127.0.0.1:${PORTS.nginx}/api/health`),
  );

  return {
    url: {
      a: `http://127.0.0.1:${PORTS.a}`,
      b: `http://127.0.0.1:${PORTS.b}`,
      nginx: `http://127.0.0.1:${PORTS.nginx}`,
    },
    output: (name: keyof typeof children) => children[name]?.output() ?? '',
    /** Finished responses instance `name` still holds after a full garbage collection. */
    finishedResponses: (name: 'a' | 'b') =>
      new Promise<number>((resolve, reject) => {
        const stdout = children[name]!.process.stdout!;
        const listen = (chunk: Buffer) => {
          const line = /\[heap-probe\] (?:finished responses alive: (\d+)|failed: .*)/.exec(
            String(chunk),
          );
          if (!line) return;
          stdout.off('data', listen);
          if (line[1] === undefined) reject(new Error(line[0]));
          else resolve(Number(line[1]));
        };
        stdout.on('data', listen);
        children[name]!.process.kill('SIGUSR2');
      }),
    pgbouncerLog: () => readFileSync(path.join(bouncer.dir, 'pgbouncer.log'), 'utf8'),
    stopRedis: () => stop(children.redis),
    startRedis,
    restart: async (name: 'a' | 'b') => {
      await stop(children[name]);
      await startInstance(name);
    },
    stop: async () => {
      await Promise.all(Object.values(children).map(stop));
      rmSync(bouncer.dir, { recursive: true, force: true });
    },
  };
}
