// Applies prisma/migrations in order, recorded in `_prisma_migrations` with Prisma's checksum,
// so `prisma migrate deploy` accepts the database (its engine is a download we cannot make).
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { refreshBrands } from '../../lib/quality/brand-refresh';
import { loadReferenceData } from './reference-data';

const MIGRATIONS_DIR = path.join(import.meta.dirname, '..', '..', 'prisma', 'migrations');

const CREATE_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export function listMigrations() {
  return readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter(
      (e) => e.isDirectory() && existsSync(path.join(MIGRATIONS_DIR, e.name, 'migration.sql')),
    )
    .map((e) => e.name)
    .sort();
}

export async function migrate(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // One migrator at a time, even if dev and test start together.
    await client.query('SELECT pg_advisory_lock(72707369)');
    await client.query(CREATE_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations"
       WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    const newlyApplied: string[] = [];
    // Reference data goes in once its table exists: later migrations (towns repair) read it.
    let referenceDataLoaded = false;
    const loadReferenceDataOnce = async () => {
      if (referenceDataLoaded) return;
      const { rows } = await client.query(`SELECT to_regclass('uk_postcode_districts') AS t`);
      if (!rows[0].t) return;
      await loadReferenceData(client);
      referenceDataLoaded = true;
    };
    for (const name of listMigrations()) {
      const sql = readFileSync(path.join(MIGRATIONS_DIR, name, 'migration.sql'), 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      const appliedChecksum = applied.get(name);
      if (appliedChecksum) {
        if (appliedChecksum !== checksum) {
          console.warn(`[db] migration ${name} was edited after it was applied`);
        }
        continue;
      }
      await loadReferenceDataOnce();
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query(
          `INSERT INTO "_prisma_migrations"
             (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [randomUUID(), checksum, name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${name} failed: ${(error as Error).message}`);
      }
      newlyApplied.push(name);
    }
    await loadReferenceDataOnce();
    // Rows written before the brands migration, or by a tool that does not refresh, get theirs.
    const { rows: brands } = await client.query(`SELECT to_regclass('brands') AS t`);
    if (brands[0].t) await refreshBrands(client);
    return newlyApplied;
  } finally {
    await client.query('SELECT pg_advisory_unlock(72707369)').catch(() => {});
    await client.end();
  }
}
