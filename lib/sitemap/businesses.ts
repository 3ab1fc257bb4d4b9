import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { CACHE_TAGS, cachedRead } from '@/lib/cache/data-cache';
import { countFacet } from '@/lib/data/summaries';
import { businessPath } from '@/lib/urls/paths';
import type { SitemapUrl } from './xml';

// Businesses closed for good leave the lists and landing pages, so the sitemap skips them too:
// every sitemap query over businesses takes its rows through this one condition.
export const LISTED = Prisma.sql`business_status <> 'CLOSED_PERMANENTLY'`;

export type BusinessChunks = {
  perFile: number;
  total: number;
  /** File n covers [starts[n-1], starts[n]). */
  starts: string[];
};

/** Keyset ranges instead of OFFSET scans; counted over every row so the pass is index-only. */
export async function readBusinessChunks(perFile: number): Promise<BusinessChunks> {
  const [starts, total] = await Promise.all([
    db.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM (
        SELECT id, row_number() OVER (ORDER BY id) AS n FROM businesses
      ) AS numbered
      WHERE n % ${perFile} = 1 % ${perFile}
      ORDER BY id`,
    countFacet('all', '', 'open'),
  ]);
  return { perFile, total, starts: starts.map((row) => row.id) };
}

export const getBusinessChunks = cachedRead(readBusinessChunks, 'sitemap-business-chunks', () => [
  CACHE_TAGS.counts,
]);

export async function businessChunkUrls(
  { starts, perFile }: BusinessChunks,
  file: number,
): Promise<SitemapUrl[] | null> {
  const start = starts[file - 1];
  if (!start) return null;
  const end = starts[file];
  const rows = await db.$queryRaw<{ id: string; name: string; slug: string; updated_at: Date }[]>`
    SELECT id::text AS id, name, slug, updated_at FROM businesses
    WHERE id >= ${start}::uuid ${end ? Prisma.sql`AND id < ${end}::uuid` : Prisma.empty}
      AND ${LISTED}
    ORDER BY id LIMIT ${perFile}`;
  return rows.map((row) => ({ path: businessPath(row), lastmod: row.updated_at }));
}
