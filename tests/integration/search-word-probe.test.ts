import { beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { publicRead } from '@/lib/db';
import { WORD_PREFIX, WORD_PROBE_OFF, wordAnalysisSql, wordFound } from '@/lib/search/what';
import { fixture, loadFixtures } from './search-fixtures';

beforeAll(async () => {
  await loadFixtures([
    fixture({ name: 'Headingley Plumbing', category: 'Plumber', zipCode: 'LS6 2AB' }),
    fixture({ name: 'Trattoria Roma', category: 'Italian restaurant', zipCode: 'LS6 3CD' }),
  ]);
});

const probe = (word: string, explain = false) =>
  publicRead<Record<string, unknown>>(
    Prisma.sql`${explain ? Prisma.sql`EXPLAIN` : Prisma.empty} WITH ${WORD_PREFIX}
      SELECT ${wordFound(Prisma.sql`${word}::text`)} AS found`,
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

  // A search of eight words with a typo made 8 + 3 prefix reads before (about 10 ms each at 1M).
  it('reads the prefix once for all words and their swapped-letter spellings', async () => {
    const sql = wordAnalysisSql(['best', 'plumbr', 'trattoria', 'resturant']);
    const plan = await publicRead<Record<string, unknown>>(
      Prisma.sql`EXPLAIN ${sql}`,
      WORD_PROBE_OFF,
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text.match(/Seq Scan on businesses/g)).toHaveLength(1);
    const rows = await publicRead<{ word: string; found: boolean; correction: string | null }>(
      sql,
      WORD_PROBE_OFF,
    );
    expect(rows.map(({ word, found, correction }) => [word, found, correction])).toEqual([
      ['best', false, null],
      ['plumbr', false, 'plumber'],
      ['trattoria', true, null],
      ['resturant', false, 'restaurant'],
    ]);
  });
});
