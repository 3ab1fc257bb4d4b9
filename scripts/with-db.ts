// `tsx scripts/with-db.ts [--seed | --seed-if-empty] [--no-run] -- <command>`: migrates first,
// starting (and later stopping) the embedded PostgreSQL when DATABASE_URL is unset.
import { resolveDatabase } from './db/database-url';
import { migrate } from './db/migrate';
import { runApp } from './db/run-app';
import { countBusinesses, seed } from '../prisma/seed';

const args = process.argv.slice(2);
const separator = args.indexOf('--');
const flags = new Set(separator === -1 ? args : args.slice(0, separator));
const command = separator === -1 ? [] : args.slice(separator + 1);

async function main() {
  const database = await resolveDatabase();
  const where = database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL';
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await database.stop();
    process.exit(code);
  };
  try {
    const applied = await migrate(database.migrationUrl);
    console.log(
      `[db] ${where}: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`,
    );
    if (
      flags.has('--seed') ||
      (flags.has('--seed-if-empty') && (await countBusinesses(database.migrationUrl)) === 0)
    ) {
      const count = await seed(database.migrationUrl);
      console.log(`[db] loaded ${count} demo businesses`);
    }
  } catch (error) {
    console.error(`[db] ${(error as Error).message}`);
    await stop(1);
  }
  if (flags.has('--no-run') || command.length === 0) return stop(0);

  const env = { NEXT_TELEMETRY_DISABLED: '1', ...process.env, DATABASE_URL: database.url };
  const code = await runApp(command, env, database.stop);
  process.exit(code);
}

main();
