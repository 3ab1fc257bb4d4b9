import 'server-only';
import { db } from '@/lib/db';
import type { FacetCount, FacetKind } from '@/lib/data/summaries';
import type { CategoryFilter, Scope } from './filters';

// Counts kept by the database (business_facets, maintained by triggers on every insert,
// update, delete and truncate of businesses): one indexed lookup at any table size.

/** Summed counts of some facets of one kind; `open` leaves out the permanently closed. */
export async function facetTotal(
  kind: FacetKind,
  keys: string[],
  which: FacetCount = 'total',
): Promise<number> {
  const [row] = await db.$queryRaw<{ total: number; open: number }[]>`
    SELECT coalesce(sum(total), 0)::int AS total, coalesce(sum(open), 0)::int AS open
    FROM business_facets WHERE kind = ${kind} AND key = ANY(${keys}::text[])`;
  return row?.[which] ?? 0;
}

function categoryFacet(category: CategoryFilter) {
  return category.kind === 'group' ? ('group' as const) : ('category' as const);
}

/**
 * The exact number of businesses in a scope when the facet counts hold it (the directory, a
 * category or group, towns, counties, a postcode district or area, towns × category), else
 * null. Permanently closed businesses are included, as search lists them last.
 */
export async function scopeCount({ location, category }: Scope): Promise<number | null> {
  if (!location) {
    return category
      ? facetTotal(categoryFacet(category), [category.slug])
      : facetTotal('all', ['']);
  }
  if (location.kind === 'postcode') {
    const { postcode } = location;
    if (category || postcode.kind === 'postcode') return null;
    return postcode.kind === 'area'
      ? facetTotal('area', [postcode.area])
      : facetTotal('district', [postcode.district]);
  }
  // Towns are disjoint, and so are counties, but a town and a county may overlap.
  const { cities, counties } = location;
  if (cities.length && counties.length) return null;
  if (counties.length) return category ? null : facetTotal('county', counties);
  if (!category) return facetTotal('city', cities);
  return facetTotal(
    category.kind === 'group' ? 'city-group' : 'city-category',
    cities.map((city) => `${city} ${category.slug}`),
  );
}
