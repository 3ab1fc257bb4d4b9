import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';

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
// however big the chain, so it rides in the detail page's one statement (business-rows' `b`).
export const CHAIN_COLUMN = Prisma.sql`(
  SELECT json_build_object('brand', coalesce(brand.name, b.brand_domain), 'locations', brand.locations,
    'branches', coalesce((SELECT json_agg(json_build_object('slug', near.slug, 'name', near.name,
        'city', near.city, 'address', near.address, 'metres', near.metres)
        ORDER BY near.distance, near.rank DESC, near.id)
      FROM (
       SELECT o.slug, o.name, o.city, o.address, o.earth <-> b.earth AS distance,
         o.rank_score AS rank, o.id,
         round(sec_to_gc(cube_distance(o.earth, b.earth)))::int AS metres
       FROM businesses o
       WHERE o.brand_domain = b.brand_domain AND o.id <> b.id
         AND o.business_status <> 'CLOSED_PERMANENTLY'
       ORDER BY o.earth <-> b.earth, o.rank_score DESC, o.id
       LIMIT ${BRANCHES_SHOWN}) near), '[]'))
  FROM brands brand WHERE brand.domain = b.brand_domain AND brand.locations >= 2
) AS chain`;

export type WithChain = { chain: Chain | null };
