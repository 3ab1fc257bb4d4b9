import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { CACHE_TAGS, cachedRead } from '@/lib/cache/data-cache';

export type ChainBranch = {
  slug: string;
  name: string;
  city: string | null;
  address: string | null;
  /** Metres from the business whose page this is; null when either has no coordinates. */
  metres: number | null;
};

export type Chain = { brand: string; locations: number; branches: ChainBranch[] };

export const BRANCHES_SHOWN = 5;

// The stored count and a KNN scan of (brand_domain, earth): about BRANCHES_SHOWN rows read,
// however big the chain. Bounded like that, it needs no statement timeout of its own, so no
// transaction to set one in: one round trip instead of four on every cold detail render.
export async function readChain(slug: string): Promise<Chain | null> {
  const [row] = await db.$queryRaw<(Chain & { domain: string })[]>(Prisma.sql`
      WITH me AS (
        SELECT id, brand_domain, earth FROM businesses
        WHERE slug = ${slug} AND brand_domain IS NOT NULL)
      SELECT me.brand_domain AS domain, coalesce(brand.name, me.brand_domain) AS brand,
        coalesce(brand.locations, 0) AS locations,
        coalesce((SELECT json_agg(json_build_object('slug', near.slug, 'name', near.name,
            'city', near.city, 'address', near.address, 'metres', near.metres)
            ORDER BY near.distance, near.rank DESC, near.id)
          FROM (
           SELECT o.slug, o.name, o.city, o.address, o.earth <-> me.earth AS distance,
             o.rank_score AS rank, o.id,
             round(sec_to_gc(cube_distance(o.earth, me.earth)))::int AS metres
           FROM businesses o
           WHERE o.brand_domain = me.brand_domain AND o.id <> me.id
             AND o.business_status <> 'CLOSED_PERMANENTLY'
           ORDER BY o.earth <-> me.earth, o.rank_score DESC, o.id
           LIMIT ${BRANCHES_SHOWN}) near), '[]') AS branches
      FROM me LEFT JOIN brands brand ON brand.domain = me.brand_domain`);
  if (!row || row.locations < 2) return null;
  return { brand: row.brand, locations: row.locations, branches: row.branches };
}

export const getChain = cachedRead(readChain, 'chain-of-business', (slug) => [
  CACHE_TAGS.slug(slug),
]);
