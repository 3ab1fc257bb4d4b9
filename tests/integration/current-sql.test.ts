// prisma/sql/current.sql must be what the migrations make of a fresh database, so that a
// reader can trust it instead of the migration history.
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseIfMissing } from '@/scripts/db/database-url';
import { CURRENT_SQL, dumpSql, REGENERATE } from '@/scripts/db/dump-sql';
import { migrate } from '@/scripts/db/migrate';

// Its own database: the shared test database has been through other tests by now.
const serverUrl = new URL(process.env.DATABASE_URL!);
const name = `${serverUrl.pathname.slice(1)}_sql_dump`;
const freshUrl = new URL(serverUrl);
freshUrl.pathname = `/${name}`;

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

beforeAll(async () => {
  await createDatabaseIfMissing(serverUrl.toString(), name);
  await migrate(freshUrl.toString());
});
afterAll(() => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

function firstDifference(expected: string, actual: string) {
  const want = expected.split('\n');
  const got = actual.split('\n');
  const line = want.findIndex((text, i) => text !== got[i]);
  const at = line === -1 ? want.length : line;
  return `line ${at + 1}:\n  migrated database: ${want[at] ?? '(end of file)'}\n  current.sql:       ${got[at] ?? '(end of file)'}`;
}

describe('prisma/sql/current.sql', () => {
  it('matches the functions, triggers and indexes of a freshly migrated database', async () => {
    const dumped = await dumpSql(freshUrl.toString());
    const committed = existsSync(CURRENT_SQL) ? readFileSync(CURRENT_SQL, 'utf8') : '';
    const version = /^-- Dumped from PostgreSQL (\d+)\.$/m;
    if (committed && dumped.match(version)?.[1] !== committed.match(version)?.[1]) {
      // pg_get_functiondef's layout differs between major versions: only compare like with like.
      console.warn('[current-sql] PostgreSQL version differs from the dump: not compared');
      return;
    }
    if (dumped !== committed)
      expect.fail(
        `prisma/sql/current.sql is out of date with prisma/migrations: run \`${REGENERATE}\` ` +
          `and commit it. First difference at ${firstDifference(dumped, committed)}`,
      );
  });

  it('leaves out what extensions installed and keeps what the migrations wrote', async () => {
    const dumped = await dumpSql(freshUrl.toString());
    expect(dumped).not.toMatch(/FUNCTION public\.similarity\(/);
    expect(dumped).toMatch(/CREATE OR REPLACE FUNCTION public\.business_facet_keys\(/);
    expect(dumped).toMatch(/CREATE TRIGGER businesses_facets_insert AFTER INSERT ON businesses/);
    expect(dumped).toMatch(/CREATE INDEX businesses_name_trgm_idx ON public\.businesses USING gin/);
    expect(dumped).not.toMatch(/businesses_pkey/);
  });
});
