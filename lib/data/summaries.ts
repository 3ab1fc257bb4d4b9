import 'server-only';
import { db } from '@/lib/db';
import { resolveCategorySlug } from '@/lib/categories';
import { slugify } from '@/lib/slug';
import { cachedRead } from './cache';

export const getStatistics = cachedRead(async () => {
  const [row] = await db.$queryRaw<
    { total: bigint; verified: bigint; categories: bigint; cities: bigint }[]
  >`SELECT count(*) AS total,
           count(*) FILTER (WHERE is_verified) AS verified,
           count(DISTINCT category) AS categories,
           count(DISTINCT city_slug) AS cities
    FROM businesses`;
  return {
    totalBusinesses: Number(row?.total ?? 0),
    verifiedBusinesses: Number(row?.verified ?? 0),
    categories: Number(row?.categories ?? 0),
    totalCities: Number(row?.cities ?? 0),
  };
}, 'statistics');

/** Every city with its business count, most first; `id` is the city's URL slug. */
export const getCities = cachedRead(async () => {
  const rows = await db.$queryRaw<{ id: string; name: string; count: bigint }[]>`
    SELECT city_slug AS id, min(city) AS name, count(*) AS count
    FROM businesses WHERE city_slug IS NOT NULL AND city_slug <> ''
    GROUP BY city_slug ORDER BY count DESC, city_slug`;
  return rows.map((row) => ({ id: row.id, name: row.name, businessCount: Number(row.count) }));
}, 'cities');

export async function getPopularCities(limit: number) {
  return (await getCities()).slice(0, limit);
}

/** A city by its slug or name, or null when no business is in it. */
export async function findCity(cityNameOrSlug: string) {
  const slug = slugify(cityNameOrSlug);
  return (await getCities()).find((city) => city.id === slug) ?? null;
}

/** Specific categories with counts, most first. */
export const getCategorySummaries = cachedRead(async () => {
  const rows = await db.$queryRaw<
    { category: string; slug: string; group: string; count: bigint }[]
  >`
    SELECT min(category) AS category, category_slug AS slug, min(category_group) AS "group", count(*) AS count
    FROM businesses GROUP BY category_slug ORDER BY count DESC, category_slug`;
  return rows.map((row) => ({
    category: row.category,
    slug: row.slug,
    categoryGroup: row.group,
    businessCount: Number(row.count),
  }));
}, 'category-summaries');

/**
 * What a category name or slug points at: a navigation group (which always exists, even
 * empty) or a specific category some business has; null otherwise.
 */
export async function findCategory(categoryNameOrSlug: string) {
  const resolved = resolveCategorySlug(categoryNameOrSlug);
  if (resolved.kind === 'group') {
    const { slug, name } = resolved.group;
    return { kind: 'group' as const, slug, name };
  }
  const summary = (await getCategorySummaries()).find(
    (category) => category.slug === resolved.categorySlug,
  );
  return summary ? { kind: 'category' as const, slug: summary.slug, name: summary.category } : null;
}

/** Businesses per category group (for navigation and the admin dashboard). */
export const getCategoryGroupCounts = cachedRead(async () => {
  const rows = await db.$queryRaw<{ group: string; count: bigint }[]>`
    SELECT category_group AS "group", count(*) AS count FROM businesses GROUP BY category_group`;
  return Object.fromEntries(rows.map((row) => [row.group, Number(row.count)])) as Record<
    string,
    number
  >;
}, 'category-group-counts');

export const getCountrySummaries = cachedRead(async () => {
  const rows = await db.$queryRaw<{ country: string; count: bigint }[]>`
    SELECT country, count(*) AS count FROM businesses WHERE country IS NOT NULL
    GROUP BY country ORDER BY count DESC, country`;
  return rows.map((row) => ({ country: row.country, businessCount: Number(row.count) }));
}, 'country-summaries');
