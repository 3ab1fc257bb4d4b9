// Writes prisma/sql/current.sql: the SQL objects schema.prisma does not show (functions,
// triggers, indexes, checks, generated columns, views) as the migrations leave them today.
// `npm run db:sql-dump` runs it on a freshly migrated throw-away database.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export const CURRENT_SQL = path.join(
  import.meta.dirname,
  '..',
  '..',
  'prisma',
  'sql',
  'current.sql',
);
export const REGENERATE = 'npm run db:sql-dump';

// Objects an extension installed (pg_trgm's functions, cube's…) are the extension's, not ours.
const NOT_FROM_EXTENSION = (catalog: string, oid: string) => `NOT EXISTS (
  SELECT 1 FROM pg_depend d
  WHERE d.classid = '${catalog}'::regclass AND d.objid = ${oid} AND d.deptype = 'e')`;

const QUERIES = {
  extensions: `SELECT format('CREATE EXTENSION IF NOT EXISTS %I;', extname) AS sql
    FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY extname`,
  functions: `SELECT rtrim(pg_get_functiondef(p.oid), E'\\n') || ';' AS sql
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' AND p.prokind IN ('f', 'p')
      AND ${NOT_FROM_EXTENSION('pg_proc', 'p.oid')}
    ORDER BY p.proname, pg_get_function_identity_arguments(p.oid)`,
  triggers: `SELECT pg_get_triggerdef(t.oid, true) || ';'
      || CASE t.tgenabled WHEN 'D' THEN format(E'\\nALTER TABLE %s DISABLE TRIGGER %I;',
           t.tgrelid::regclass, t.tgname) ELSE '' END AS sql
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND NOT t.tgisinternal
    ORDER BY c.relname, t.tgname`,
  generatedColumns: `SELECT format('ALTER TABLE %s ALTER COLUMN %I SET EXPRESSION AS (%s);',
        a.attrelid::regclass, a.attname, pg_get_expr(d.adbin, d.adrelid)) AS sql
    FROM pg_attribute a JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND a.attgenerated <> '' AND NOT a.attisdropped
    ORDER BY c.relname, a.attname`,
  checks: `SELECT format('ALTER TABLE %s ADD CONSTRAINT %I %s;',
        con.conrelid::regclass, con.conname, pg_get_constraintdef(con.oid, true)) AS sql
    FROM pg_constraint con JOIN pg_namespace n ON n.oid = con.connamespace
    WHERE n.nspname = 'public' AND con.contype IN ('c', 'x') AND con.conrelid <> 0
    ORDER BY con.conrelid::regclass::text, con.conname`,
  indexes: `SELECT i.indexdef || ';' AS sql
    FROM pg_indexes i
    WHERE i.schemaname = 'public' AND NOT EXISTS (
      SELECT 1 FROM pg_constraint con WHERE con.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
    ORDER BY i.tablename, i.indexname`,
  views: `SELECT format(E'CREATE %sVIEW %s AS\\n%s',
        CASE c.relkind WHEN 'm' THEN 'MATERIALIZED ' ELSE 'OR REPLACE ' END,
        c.oid::regclass, rtrim(pg_get_viewdef(c.oid, true), E'\\n')) AS sql
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('v', 'm')
      AND ${NOT_FROM_EXTENSION('pg_class', 'c.oid')}
    ORDER BY c.relname`,
} as const;

const SECTIONS: [keyof typeof QUERIES, string][] = [
  ['extensions', 'Extensions'],
  ['functions', 'Functions'],
  ['triggers', 'Triggers'],
  ['generatedColumns', 'Generated columns: their expressions (PostgreSQL 17 syntax)'],
  ['checks', 'Check and exclusion constraints'],
  ['indexes', 'Indexes (all but those of primary keys and unique constraints)'],
  ['views', 'Views and materialized views'],
];

/** The text of prisma/sql/current.sql for the database at `databaseUrl`, in a stable order. */
export async function dumpSql(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ major: string }>(
      `SELECT current_setting('server_version_num')::int / 10000 AS major`,
    );
    const parts = [
      `-- GENERATED FILE, do not edit: \`${REGENERATE}\` writes it (scripts/db/dump-sql.ts).`,
      '-- The SQL objects prisma/schema.prisma does not show, as the migrations in prisma/migrations',
      '-- leave them on a fresh database: read it instead of the migration history. To change one, add',
      `-- a migration, then run \`${REGENERATE}\`; tests/integration/current-sql.test.ts checks it.`,
      `-- Dumped from PostgreSQL ${rows[0]!.major}.`,
    ];
    for (const [key, title] of SECTIONS) {
      const result = await client.query<{ sql: string }>(QUERIES[key]);
      if (result.rows.length === 0) continue;
      const separator = key === 'functions' || key === 'views' ? '\n\n' : '\n';
      parts.push('', `-- ${'='.repeat(70)}`, `-- ${title}`, `-- ${'='.repeat(70)}`, '');
      parts.push(result.rows.map((row) => row.sql).join(separator));
    }
    return `${parts.join('\n')}\n`;
  } finally {
    await client.end();
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(`[sql-dump] DATABASE_URL is not set: run \`${REGENERATE}\``);
    process.exit(1);
  }
  writeFileSync(CURRENT_SQL, await dumpSql(url));
  console.log(`[sql-dump] wrote ${path.relative(process.cwd(), CURRENT_SQL)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
