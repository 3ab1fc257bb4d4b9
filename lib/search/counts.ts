import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { publicRead } from '@/lib/db';
import type { FacetCount, FacetKind } from '@/lib/data/summaries';
import type { CategoryFilter, Scope } from './conditions';

// Facet counts are kept by triggers on businesses (business_facets): one indexed lookup at any size.

export type Counts = Record<FacetCount, number>;

async function facetCounts(kind: FacetKind, keys: string[]): Promise<Counts> {
  const [row] = await publicRead<Counts>(Prisma.sql`
    SELECT coalesce(sum(total), 0)::int AS total, coalesce(sum(open), 0)::int AS open
    FROM business_facets WHERE kind = ${kind} AND key = ANY(${keys}::text[])`);
  return row ?? { total: 0, open: 0 };
}

export async function facetTotal(
  kind: FacetKind,
  keys: string[],
  which: FacetCount = 'total',
): Promise<number> {
  return (await facetCounts(kind, keys))[which];
}

function categoryFacet(category: CategoryFilter) {
  return category.kind === 'group' ? ('group' as const) : ('category' as const);
}

/** Exact counts of a scope when the facet counts hold it, else null. */
export async function scopeCounts({ location, category }: Scope): Promise<Counts | null> {
  if (!location) {
    return category
      ? facetCounts(categoryFacet(category), [category.slug])
      : facetCounts('all', ['']);
  }
  if (location.kind === 'postcode') {
    const { postcode } = location;
    if (category || postcode.kind === 'postcode') return null;
    return postcode.kind === 'area'
      ? facetCounts('area', [postcode.area])
      : facetCounts('district', [postcode.district]);
  }
  // Towns are disjoint, and so are counties, but a town and a county may overlap.
  const { cities, counties } = location;
  if (cities.length && counties.length) return null;
  if (counties.length) return category ? null : facetCounts('county', counties);
  if (!category) return facetCounts('city', cities);
  return facetCounts(
    category.kind === 'group' ? 'city-group' : 'city-category',
    cities.map((city) => `${city} ${category.slug}`),
  );
}
