// `npm run db:generate -- --count N [--seed 1] [--replace]`: N realistic UK businesses by COPY.
// Into an empty table the secondary indexes are rebuilt after the load: several times faster.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { generateBusinesses } from './generate/business-rows';
import { refreshBrands } from '../lib/quality/brand-refresh';
import { copyBusinesses } from './generate/copy-businesses';
import { placesFromOutcodes } from './generate/outcodes';
import { FALLBACK_PLACES } from './generate/uk-places';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    replace: { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error(
    'usage: generate-businesses --count <positive integer> [--seed <integer>] [--replace]',
  );
  process.exit(2);
}

/** Secondary indexes of businesses (not the primary key), to drop and rebuild around a load. */
async function secondaryIndexes(client: pg.Client) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
     FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = 'businesses'
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  return rows;
}

async function existingSlugs(client: pg.Client) {
  const taken = new Set<string>();
  const { rows } = await client.query<{ slug: string }>('SELECT slug FROM businesses');
  for (const row of rows) taken.add(row.slug);
  return taken;
}

async function generate(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  try {
    if (values.replace) await client.query('TRUNCATE businesses');
    const taken = await existingSlugs(client);
    const places = placesFromOutcodes() ?? FALLBACK_PLACES;
    const towns = new Set(places.map((place) => place.town)).size;
    console.log(`[generate] ${count.toLocaleString('en-GB')} businesses over ${towns} towns`);

    const bulk = taken.size === 0;
    const indexes = bulk ? await secondaryIndexes(client) : [];
    for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);

    let written = 0;
    const loaded = await copyBusinesses(
      client,
      generateBusinesses({ count, seed, places, taken }),
      () => {
        if (++written % 100_000 === 0)
          console.log(`[generate] ${written.toLocaleString('en-GB')} rows (${seconds()} s)`);
      },
    );
    console.log(`[generate] copied ${loaded.toLocaleString('en-GB')} rows in ${seconds()} s`);

    // Its triggers copied the rows in load order; a search reads them best by town and category.
    if (bulk) await client.query('SELECT search_documents_rebuild()');

    // Before the indexes come back: the rows' second versions then cost no index entries.
    const brands = await refreshBrands(client, { batchSize: 20_000 });
    console.log(`[generate] brand keys of ${brands.businesses} rows (${seconds()} s)`);

    if (indexes.length) {
      await client.query("SET maintenance_work_mem = '512MB'");
      for (const index of indexes) await client.query(index.definition);
      console.log(`[generate] rebuilt ${indexes.length} indexes (${seconds()} s)`);
    }
    // Fresh statistics for the planner and a visibility map for index-only counts.
    await client.query('VACUUM (ANALYZE) businesses');
    await client.query('ANALYZE business_facets');
    console.log(`[generate] done in ${seconds()} s`);
    return loaded;
  } finally {
    await client.end();
  }
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set (npm run db:generate starts the embedded database).');
  process.exit(2);
}
generate(url).catch((error) => {
  console.error(`[generate] ${(error as Error).message}`);
  process.exit(1);
});
