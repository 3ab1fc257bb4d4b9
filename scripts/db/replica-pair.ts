// A primary with a streaming replica from Debian's PostgreSQL 15 (embedded has no
// pg_basebackup), for the cluster test and the replica bench; as root they run as `postgres`.
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

export type PairPlace = { dir: string; ports: { primary: number; replica: number } };
export type ReplicaPair = ReturnType<typeof replicaPairAt>;

const settings = (dir: string, port: number) =>
  [
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir}`,
    // Throw-away servers: durability buys nothing here.
    '-c fsync=off -c full_page_writes=off',
    '-c shared_preload_libraries=pg_stat_statements -c max_connections=200',
  ].join(' ');

/** Control of a pair started by startReplicaPair, from any process that knows where it is. */
export function replicaPairAt({ dir, ports }: PairPlace) {
  const dataDir = (server: Server) => path.join(dir, server);
  const start = (server: Server) =>
    run('pg_ctl', [
      '-D',
      dataDir(server),
      '-l',
      path.join(dir, `${server}.log`),
      '-o',
      settings(dir, ports[server]),
      '-w',
      'start',
    ]);
  const stop = (server: Server) =>
    run('pg_ctl', ['-D', dataDir(server), '-m', 'fast', '-w', 'stop']);
  const url = (server: Server, database = 'postgres') =>
    `postgresql://postgres:postgres@127.0.0.1:${ports[server]}/${database}`;
  return {
    place: { dir, ports },
    url,
    start,
    stop,
    async query<Row extends pg.QueryResultRow>(server: Server, sql: string, database?: string) {
      const client = new pg.Client({ connectionString: url(server, database) });
      await client.connect();
      try {
        return (await client.query<Row>(sql)).rows;
      } finally {
        await client.end();
      }
    },
    /** Both servers stopped and their folder removed. */
    remove() {
      for (const server of ['replica', 'primary'] as const) {
        try {
          stop(server);
        } catch {
          // Already stopped.
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Server = 'primary' | 'replica';

/** A new pair in `dir` (emptied first), both servers running. */
export function startReplicaPair(place: PairPlace): ReplicaPair {
  const { dir, ports } = place;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const pair = replicaPairAt(place);
  const initdb = ['-D', path.join(dir, 'primary'), '-U', 'postgres', '--auth=trust', '--no-sync'];
  run('initdb', [...initdb, '-E', 'UTF8']);
  pair.start('primary');
  // -R writes standby.signal and the connection back to the primary.
  run('pg_basebackup', [
    ...['-h', '127.0.0.1', '-p', String(ports.primary), '-U', 'postgres'],
    ...['-D', path.join(dir, 'replica'), '-R', '-X', 'stream', '-c', 'fast'],
  ]);
  pair.start('replica');
  return pair;
}

function postgresIds() {
  const read = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
  return { uid: read('-u'), gid: read('-g') };
}
