import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { CACHE_TAGS, cachedRead } from '@/lib/data/cache';
import { countFacet } from '@/lib/data/summaries';
import { businessPath } from '@/lib/urls/paths';
import type { SitemapUrl } from './xml';

// Businesses closed for good leave the lists and landing pages, so the sitemap skips them too.
const LISTED = Prisma.sql`business_status <> 'CLOSED_PERMANENTLY'`;

export type BusinessChunks = {
  perFile: number;
  /** Business URLs across all files. */
  total: number;
  /** The first id of every file, in id order: file n covers [starts[n-1], starts[n]). */
  starts: string[];
};

/**
 * The id at every Nth row, so each file is read by a keyset range instead of an OFFSET
 * scan. Counted over every row, closed or not, so the pass needs only the primary key
 * (an index-only scan); a file then lists at most N businesses. Cached with the businesses
 * tag; the total comes from the trigger-maintained counts.
 */
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

/** The URLs of business file `file` (1-based), or null when there is no such file. */
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
