import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { LIST_PAGE_SIZE } from '@/lib/urls/pagination';
import type { Page } from './ranked-list';

export const BRANCHES_ON_FIRST_PAGE = 3;
/** The first page, whatever page size a client asks for: the order must not depend on it. */
export const FIRST_PAGE = LIST_PAGE_SIZE;
/** The head of the rank order the first page is chosen from; below it the order is untouched. */
export const SPREAD_DEPTH = 3 * LIST_PAGE_SIZE;

/** A rank order's head reordered: its first page takes at most 3 of a brand (docs/database.md). */
export async function spreadBrands(ids: string[]): Promise<string[]> {
  if (ids.length <= BRANCHES_ON_FIRST_PAGE) return ids;
  // One round trip, no transaction: at most SPREAD_DEPTH primary-key reads.
  const rows = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    WITH head AS (
      SELECT u.id, u.pos, row_number() OVER (
          PARTITION BY coalesce(b.brand_domain, u.id::text) ORDER BY u.pos) AS nth
      FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS u(id, pos)
      LEFT JOIN businesses b ON b.id = u.id),
    placed AS (
      SELECT id, pos, row_number() OVER (ORDER BY nth > ${BRANCHES_ON_FIRST_PAGE}, pos) AS place
      FROM head)
    SELECT id::text FROM placed ORDER BY place > ${FIRST_PAGE}, pos`);
  return rows.map((row) => row.id);
}

// Only rows within the head move: every id is on exactly one page, deeper pages read as before.
export async function spreadPage<Result extends { ids: string[] }>(
  read: (page: Page) => Promise<Result>,
  page: Page,
): Promise<Result> {
  const end = page.offset + page.limit;
  if (page.offset >= SPREAD_DEPTH) return read(page);
  const [head, tail] = await Promise.all([
    read({ offset: 0, limit: SPREAD_DEPTH }),
    end > SPREAD_DEPTH ? read({ offset: SPREAD_DEPTH, limit: end - SPREAD_DEPTH }) : null,
  ]);
  const spread = await spreadBrands(head.ids);
  return { ...head, ids: [...spread.slice(page.offset, end), ...(tail?.ids ?? [])] };
}

export async function spreadIds(read: (page: Page) => Promise<string[]>, page: Page) {
  const { ids } = await spreadPage(async (p) => ({ ids: await read(p) }), page);
  return ids;
}
