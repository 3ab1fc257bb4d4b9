import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { countryAliases } from '@/lib/geo/country';
import { resolveCategorySlug } from '@/lib/categories';
import { slugify } from '@/lib/slug';
import { CACHE_TAGS, cachedRead } from '@/lib/cache/data-cache';

const countsTags = () => [CACHE_TAGS.counts];

export type FacetKind =
  | 'all'
  | 'verified'
  | 'city'
  | 'county'
  | 'country'
  | 'category'
  | 'group'
  | 'city-category'
  | 'city-group'
  | 'district'
  | 'country-city'
  | 'area';

export type FacetCount = 'total' | 'open';

export async function countFacet(kind: FacetKind, key: string, count: FacetCount = 'total') {
  const facet = await db.businessFacet.findUnique({
    where: { kind_key: { kind, key } },
    select: { total: true, open: true },
  });
  return facet?.[count] ?? 0;
}

function facetsOf(kind: FacetKind, limit?: number) {
  return db.businessFacet.findMany({
    where: { kind, total: { gt: 0 } },
    orderBy: [{ total: 'desc' }, { key: 'asc' }],
    select: { key: true, label: true, total: true },
    take: limit,
  });
}

const cityOf = (row: { key: string; label: string; total: number }) => ({
  id: row.key,
  name: row.label,
  businessCount: row.total,
});

export const getStatistics = cachedRead(
  async () => {
    const [row] = await db.$queryRaw<
      { total: bigint; verified: bigint; categories: bigint; cities: bigint }[]
    >`SELECT coalesce(sum(total) FILTER (WHERE kind = 'all'), 0) AS total,
           coalesce(sum(total) FILTER (WHERE kind = 'verified'), 0) AS verified,
           count(*) FILTER (WHERE kind = 'category') AS categories,
           count(*) FILTER (WHERE kind = 'city') AS cities
    FROM business_facets
    WHERE kind IN ('all', 'verified', 'category', 'city') AND total > 0`;
    return {
      totalBusinesses: Number(row?.total ?? 0),
      verifiedBusinesses: Number(row?.verified ?? 0),
      categories: Number(row?.categories ?? 0),
      totalCities: Number(row?.cities ?? 0),
    };
  },
  'statistics',
  countsTags,
);

/** Only the directory's own country: an imported foreign file does not add to the home page's tiles. */
export const getDirectoryCountryCounts = cachedRead(
  async () => {
    const aliases = countryAliases(env.DIRECTORY_COUNTRY);
    const [row] = await db.$queryRaw<{ businesses: bigint; towns: bigint }[]>`
      SELECT coalesce(sum(total) FILTER (WHERE kind = 'country'), 0) AS businesses,
             count(DISTINCT split_part(key, ' ', 1)) FILTER (WHERE kind = 'country-city') AS towns
      FROM business_facets
      WHERE total > 0 AND (
        (kind = 'country' AND lower(key) = ANY(${aliases})) OR
        (kind = 'country-city' AND substr(key, strpos(key, ' ') + 1) = ANY(${aliases})))`;
    return { businesses: Number(row?.businesses ?? 0), towns: Number(row?.towns ?? 0) };
  },
  'directory-country-counts',
  countsTags,
);

export const getCities = cachedRead(
  async () => (await facetsOf('city')).map(cityOf),
  'cities',
  countsTags,
);

/** Cached on their own: every page's footer shows them, and parsing the whole list each render was slow. */
export const getPopularCities = cachedRead(
  async (limit: number) => (await facetsOf('city', limit)).map(cityOf),
  'popular-cities',
  countsTags,
);

const findCityBySlug = cachedRead(
  async (slug: string) => {
    const facet = await db.businessFacet.findUnique({
      where: { kind_key: { kind: 'city', key: slug } },
      select: { key: true, label: true, total: true },
    });
    return facet && facet.total > 0
      ? { id: facet.key, name: facet.label, businessCount: facet.total }
      : null;
  },
  'city-by-slug',
  countsTags,
);

export async function findCity(cityNameOrSlug: string) {
  const slug = slugify(cityNameOrSlug);
  return slug ? findCityBySlug(slug) : null;
}

export const getCategorySummaries = cachedRead(
  async () => {
    const rows = await facetsOf('category');
    return rows.map((row) => ({ category: row.label, slug: row.key, businessCount: row.total }));
  },
  'category-summaries',
  countsTags,
);

const categoryBySlug = cachedRead(
  async (slug: string) => {
    const facet = await db.businessFacet.findUnique({
      where: { kind_key: { kind: 'category', key: slug } },
      select: { label: true, total: true },
    });
    return facet && facet.total > 0 ? facet.label : null;
  },
  'category-by-slug',
  countsTags,
);

export async function findCategory(categoryNameOrSlug: string) {
  const resolved = resolveCategorySlug(categoryNameOrSlug);
  if (resolved.kind === 'group') {
    const { slug, name } = resolved.group;
    return { kind: 'group' as const, slug, name };
  }
  if (!resolved.categorySlug) return null;
  const name = await categoryBySlug(resolved.categorySlug);
  return name ? { kind: 'category' as const, slug: resolved.categorySlug, name } : null;
}

export const getCategoryGroupCounts = cachedRead(
  async () => {
    const rows = await facetsOf('group');
    return Object.fromEntries(rows.map((row) => [row.key, row.total])) as Record<string, number>;
  },
  'category-group-counts',
  countsTags,
);

export const getCountrySummaries = cachedRead(
  async () => {
    const rows = await facetsOf('country');
    return rows.map((row) => ({ country: row.label, businessCount: row.total }));
  },
  'country-summaries',
  countsTags,
);
