import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { checkoutPgClient, db } from '@/lib/db';
import { generateSeoContent, type SeoContent, type SeoSource } from '@/lib/seo/content';

export const SEO_BATCH_SIZE = 2_000;
// Two batch writes overlap: the database works on one while Node prepares the next.
const WRITES_IN_FLIGHT = 2;

export type SeoProgress = { updated: number; total: number };

// Only missing fields are filled: a description the data already had is real content.
const MISSING: Prisma.BusinessWhereInput = {
  OR: [{ seoTitle: null }, { seoDescription: null }, { description: null }],
};

export const SEO_SOURCE_FIELDS = {
  id: true,
  placeId: true,
  name: true,
  category: true,
  categoryGroup: true,
  address: true,
  city: true,
  state: true,
  zipCode: true,
  phone: true,
  email: true,
  website: true,
  rating: true,
  reviewCount: true,
  openingHours: true,
  isVerified: true,
  googleMapsUrl: true,
  latitude: true,
  longitude: true,
  about: true,
} as const satisfies Record<keyof SeoSource | 'id', true>;

const WRITE_BATCH_SQL = `
  UPDATE businesses AS b SET
    seo_title = COALESCE(b.seo_title, v.seo_title),
    seo_description = COALESCE(b.seo_description, v.seo_description),
    description = COALESCE(b.description, v.description),
    description_generated = b.description_generated OR b.description IS NULL,
    updated_at = now()
  FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[])
    AS v(id, seo_title, seo_description, description)
  WHERE b.id = v.id
    AND (b.seo_title IS NULL OR b.seo_description IS NULL OR b.description IS NULL)`;

/** A generated description stays out of the search document; COALESCE keeps anything written meanwhile. */
async function writeBatch(ids: string[], contents: SeoContent[]) {
  const connection = await checkoutPgClient();
  const { client } = connection;
  let failed = true;
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL statement_timeout = 0');
    const { rowCount } = await client.query(WRITE_BATCH_SQL, [
      ids,
      contents.map((content) => content.seoTitle),
      contents.map((content) => content.seoDescription),
      contents.map((content) => content.description),
    ]);
    await client.query('COMMIT');
    failed = false;
    return rowCount ?? 0;
  } finally {
    if (failed) await client.query('ROLLBACK').catch(() => {});
    connection.release(failed);
  }
}

/** Keyset batches by id (no OFFSET), so each batch costs the same however far in. */
export async function generateMissingSeoContent(
  options: { batchSize?: number; onProgress?: (progress: SeoProgress) => void } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? SEO_BATCH_SIZE;
  const total = await db.business.count({ where: MISSING });
  let updated = 0;
  let after: string | undefined;
  const writes = new Set<Promise<void>>();
  try {
    for (;;) {
      const rows = await db.business.findMany({
        where: after ? { AND: [MISSING, { id: { gt: after } }] } : MISSING,
        select: SEO_SOURCE_FIELDS,
        orderBy: { id: 'asc' },
        take: batchSize,
      });
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.id;
      const contents = rows.map((row) => generateSeoContent(row));
      const write = writeBatch(
        rows.map((row) => row.id),
        contents,
      ).then((count) => {
        updated += count;
        options.onProgress?.({ updated, total });
      });
      writes.add(write);
      void write.finally(() => writes.delete(write)).catch(() => {});
      if (writes.size >= WRITES_IN_FLIGHT) await Promise.race(writes);
      if (rows.length < batchSize) break;
    }
    await Promise.all(writes);
  } catch (error) {
    await Promise.allSettled(writes);
    throw error;
  }
  return updated;
}
