// A PostgreSQL primary with one streaming replica (Debian's PostgreSQL 15: the embedded
// package has no pg_basebackup), for the cluster test and the replica bench. As root the
// servers run as `postgres`, which initdb and pg_ctl require.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const PG15_BIN = '/usr/lib/postgresql/15/bin';

const asRoot = process.getuid?.() === 0;

function run(binary: string, args: string[]) {
  const command = asRoot ? 'runuser' : path.join(PG15_BIN, binary);
  const full = asRoot ? ['-u', 'postgres', '--', path.join(PG15_BIN, binary), ...args] : args;
  const result = spawnSync(command, full, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${binary} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

export type ReplicaPair = Awaited<ReturnType<typeof startReplicaPair>>;

/** Starts both servers in `dir` (emptied first); `stop()` stops them and removes it. */
export async function startReplicaPair(dir: string, ports: { primary: number; replica: number }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const settings = (port: number) => [
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir}`,
    // Throw-away servers: durability buys nothing here.
    '-c fsync=off -c full_page_writes=off',
    '-c shared_preload_libraries=pg_stat_statements -c max_connections=200',
  ];
  const start = (dataDir: string, port: number) =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, `${path.basename(dataDir)}.log`),
      '-o',
      settings(port).join(' '),
      '-w',
      'start',
    ]);
  const stop = (dataDir: string) => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);

  start(primaryDir, ports.primary);
  // -R writes standby.signal and the connection back to the primary.
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(ports.primary),
    '-U',
    'postgres',
    '-D',
    replicaDir,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  start(replicaDir, ports.replica);

  const url = (port: number, database = 'postgres') =>
    `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`;
  const query = async <Row extends pg.QueryResultRow>(
    port: number,
    sql: string,
    database = 'postgres',
  ) => {
    const client = new pg.Client({ connectionString: url(port, database) });
    await client.connect();
    try {
      return (await client.query<Row>(sql)).rows;
    } finally {
      await client.end();
    }
  };

  return {
    url: { primary: url(ports.primary), replica: url(ports.replica) },
    databaseUrl: (port: 'primary' | 'replica', database: string) => url(ports[port], database),
    query: <Row extends pg.QueryResultRow>(
      server: 'primary' | 'replica',
      sql: string,
      database?: string,
    ) => query<Row>(ports[server], sql, database),
    stopReplica: () => stop(replicaDir),
    startReplica: () => start(replicaDir, ports.replica),
    stop: () => {
      for (const dataDir of [replicaDir, primaryDir]) {
        try {
          stop(dataDir);
        } catch {
          // Already stopped.
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresIds() {
  const read = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
  return { uid: read('-u'), gid: read('-g') };
}
