// The field registry (lib/business/fields.ts) against what really holds the fields: the
// migrated database's columns, prisma/schema.prisma, and the facet functions' column lists.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_FIELDS, COUNTED_FIELDS, type BusinessField } from '@/lib/business/fields';

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
const FIELDS: readonly BusinessField[] = BUSINESS_FIELDS;

// Columns the database or the app keeps, never written from a spreadsheet row.
const NOT_IMPORTED = new Set([
  'id',
  'import_id',
  'brand_stale',
  'created_at',
  'updated_at',
  'checked_at',
  'edited_fields',
  'service_area',
  'description_generated',
  'status_changed_at',
]);

// The registry's json_to_recordset types as information_schema's udt_name.
const UDT: Record<string, string> = {
  text: 'text',
  int: 'int4',
  float8: 'float8',
  bool: 'bool',
  jsonb: 'jsonb',
  'text[]': '_text',
  'int[]': '_int4',
  '"BusinessStatus"': 'BusinessStatus',
};

let generatedFrom: Map<string, string[]>;

/** The businesses columns a function's body reads through `alias.column`, generated ones resolved. */
async function columnsRead(fn: string, alias: RegExp) {
  const { rows } = await client.query<{ body: string }>(
    `SELECT string_agg(pg_get_functiondef(p.oid), ' ') AS body FROM pg_proc p WHERE proname = $1`,
    [fn],
  );
  const columns = new Set<string>();
  for (const match of rows[0]!.body.matchAll(alias)) {
    for (const column of generatedFrom.get(match[1]!) ?? [match[1]!]) columns.add(column);
  }
  columns.delete('id');
  return [...columns].sort();
}

const countedColumns = () =>
  FIELDS.filter((field) => (COUNTED_FIELDS as string[]).includes(field.key))
    .map((field) => field.column)
    .sort();

beforeAll(async () => {
  await client.connect();
  const { rows } = await client.query<{ generated: string; source: string }>(
    `SELECT dependent_column AS generated, column_name AS source
     FROM information_schema.column_column_usage WHERE table_name = 'businesses'`,
  );
  generatedFrom = new Map();
  for (const { generated, source } of rows)
    generatedFrom.set(generated, [...(generatedFrom.get(generated) ?? []), source]);
});

afterAll(async () => {
  await client.end();
});

describe('the business field registry', () => {
  it('names every column an import writes, with its type, and nothing else', async () => {
    const { rows } = await client.query<{ column_name: string; udt_name: string }>(
      `SELECT column_name, udt_name FROM information_schema.columns
       WHERE table_name = 'businesses' AND is_generated = 'NEVER'`,
    );
    const stored = new Map(rows.map((row) => [row.column_name, row.udt_name]));
    const imported = [...stored.keys()].filter((column) => !NOT_IMPORTED.has(column)).sort();
    expect(FIELDS.map((field) => field.column).sort()).toEqual(imported);
    for (const field of FIELDS)
      expect([field.column, UDT[field.sqlType]]).toEqual([field.column, stored.get(field.column)]);
  });

  it('matches prisma/schema.prisma: each key is a Business field mapped to its column', () => {
    const schema = readFileSync(path.join(process.cwd(), 'prisma/schema.prisma'), 'utf8');
    const model = /model Business \{([\s\S]*?)\n\}/.exec(schema)![1]!;
    const mapped = new Map<string, string>();
    for (const line of model.split('\n')) {
      const field = /^\s+(\w+)\s+\S/.exec(line);
      if (!field || line.trim().startsWith('@@')) continue;
      mapped.set(field[1]!, /@map\("(\w+)"\)/.exec(line)?.[1] ?? field[1]!);
    }
    for (const field of FIELDS)
      expect([field.key, mapped.get(field.key)]).toEqual([field.key, field.column]);
  });

  it('counts for facets exactly the columns business_facet_keys and its triggers read', async () => {
    const counted = countedColumns();
    // The keys (b.<column>), the status split of the add statement, the update trigger's check.
    const keys = await columnsRead('business_facet_keys', /\bb\.(\w+)/g);
    const status = await columnsRead('business_facets_add_sql', /\(s\.row\)\.(\w+)/g);
    expect([...new Set([...keys, ...status])].sort()).toEqual(counted);
    expect(await columnsRead('business_facets_on_write', /\bo\.(\w+)/g)).toEqual(counted);
  });
});
