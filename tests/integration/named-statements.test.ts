// A render's hot reads (sqlRows) are named statements, parsed and planned once a connection.
import { describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { sqlRows } from '@/lib/db';

describe('sqlRows', () => {
  it('runs its query as a named statement the connection keeps', async () => {
    const query = Prisma.sql`SELECT name, statement FROM pg_prepared_statements WHERE ${1} = 1`;
    const rows = await sqlRows<{ name: string; statement: string }>(query);
    expect(rows).toContainEqual({ name: expect.stringMatching(/^rows-/), statement: query.text });
  });
});
