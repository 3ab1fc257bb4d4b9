import { beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { publicRead } from '@/lib/db';
import { WORD_PROBE_OFF, wordFound } from '@/lib/search/what';
import { fixture, loadFixtures } from './search-fixtures';

beforeAll(async () => {
  await loadFixtures([
    fixture({ name: 'Headingley Plumbing', category: 'Plumber', zipCode: 'LS6 2AB' }),
    fixture({ name: 'Trattoria Roma', category: 'Italian restaurant', zipCode: 'LS6 3CD' }),
  ]);
});

const probe = (word: string, explain = false) =>
  publicRead<Record<string, unknown>>(
    Prisma.sql`${explain ? Prisma.sql`EXPLAIN` : Prisma.empty} SELECT ${wordFound(word)} AS found`,
    WORD_PROBE_OFF,
  );

describe("a word's look-up (what.ts)", () => {
  it('finds a word some business has and not one none has', async () => {
    expect((await probe('plumbers'))[0]?.found).toBe(true);
    expect((await probe('restaurant'))[0]?.found).toBe(true);
    expect((await probe('zqxjv'))[0]?.found).toBe(false);
  });

  // At 1M the planner read the whole table for a word it guessed common and no row had (3.5 s).
  it('reads a bounded prefix of the table, then only the text index', async () => {
    const text = (await probe('zqxjv', true)).map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Limit[\s\S]*Seq Scan on businesses/);
    expect(text).toMatch(/Bitmap Index Scan on businesses_search_vector_idx/);
    expect(text.match(/Seq Scan on businesses/g)).toHaveLength(1);
  });
});
