import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { resolveCategorySlug } from '@/lib/categories';
import { slugify } from '@/lib/slug';
import { toBusinessDto } from './business-dto';
import { cachedRead } from './cache';
import { countFacet, type FacetCount, type FacetKind } from './summaries';

/** Best first: the Bayesian rank score, then id so that paging is stable. */
const RANKED: Prisma.BusinessOrderByWithRelationInput[] = [{ rankScore: 'desc' }, { id: 'asc' }];
const NOT_CLOSED_FOR_GOOD: Prisma.BusinessWhereInput = {
  businessStatus: { not: 'CLOSED_PERMANENTLY' },
};

export type Page = { limit: number; offset: number };

export const getRecommendedBusinesses = cachedRead(async (limit: number) => {
  const rows = await db.business.findMany({
    where: NOT_CLOSED_FOR_GOOD,
    orderBy: RANKED,
    take: limit,
  });
  return rows.map((row) => toBusinessDto(row));
}, 'recommended-businesses');

/** One page of every business, best first: the unfiltered browse list. */
export const getBusinessesPage = cachedRead(async (page: Page) => {
  const rows = await db.business.findMany({ orderBy: RANKED, take: page.limit, skip: page.offset });
  return rows.map((row) => toBusinessDto(row));
}, 'businesses-page');

export const getLatestBusinesses = cachedRead(async (limit: number) => {
  const rows = await db.business.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: limit,
  });
  return rows.map((row) => toBusinessDto(row));
}, 'latest-businesses');

export const getBusinessBySlug = cachedRead(async (slug: string) => {
  const row = await db.business.findUnique({ where: { slug } });
  return row ? toBusinessDto(row) : null;
}, 'business-by-slug');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const getBusinessById = cachedRead(async (id: string) => {
  if (!UUID.test(id)) return null;
  const row = await db.business.findUnique({ where: { id } });
  return row ? toBusinessDto(row) : null;
}, 'business-by-id');

/** What a category path segment points at: a group slug or a specific category. */
function resolveCategory(categorySlugOrName: string) {
  return resolveCategorySlug(slugify(categorySlugOrName));
}

/** The where-clause for a category path segment: a group slug or a specific category. */
export function categoryWhere(categorySlugOrName: string): Prisma.BusinessWhereInput {
  const resolved = resolveCategory(categorySlugOrName);
  return resolved.kind === 'group'
    ? { categoryGroup: resolved.group.slug }
    : { categorySlug: resolved.categorySlug };
}

/** The facet counting a category segment, optionally within one city. */
function categoryFacet(categorySlugOrName: string, citySlug?: string) {
  const resolved = resolveCategory(categorySlugOrName);
  const [kind, key] =
    resolved.kind === 'group'
      ? (['group', resolved.group.slug] as const)
      : (['category', resolved.categorySlug] as const);
  if (!citySlug) return { kind, key };
  return {
    kind: kind === 'group' ? ('city-group' as const) : ('city-category' as const),
    key: `${citySlug} ${key}`,
  };
}

type Counted = { kind: FacetKind; key: string; count: FacetCount };

/** One page of a list, with its total read from the trigger-maintained facet counts. */
async function pagedBusinesses(where: Prisma.BusinessWhereInput, page: Page, counted: Counted) {
  const [rows, totalCount] = await Promise.all([
    db.business.findMany({ where, orderBy: RANKED, take: page.limit, skip: page.offset }),
    countFacet(counted.kind, counted.key, counted.count),
  ]);
  return { businesses: rows.map((row) => toBusinessDto(row)), totalCount };
}

/** Businesses of a city, by its name (any case) or slug. */
export const getBusinessesInCity = cachedRead(async (city: string, page: Page) => {
  const citySlug = slugify(city);
  return pagedBusinesses({ citySlug }, page, { kind: 'city', key: citySlug, count: 'total' });
}, 'businesses-in-city');

/** Open (or temporarily closed) businesses of a category group or specific category. */
export const getBusinessesInCategory = cachedRead(
  async (category: string, page: Page) =>
    pagedBusinesses({ AND: [categoryWhere(category), NOT_CLOSED_FOR_GOOD] }, page, {
      ...categoryFacet(category),
      count: 'open',
    }),
  'businesses-in-category',
);

/** A category (group or specific) within one city: the "service in town" pages. */
export const getBusinessesInCategoryAndCity = cachedRead(
  async (category: string, city: string, page: Page) => {
    const citySlug = slugify(city);
    return pagedBusinesses(
      { AND: [categoryWhere(category), NOT_CLOSED_FOR_GOOD, { citySlug }] },
      page,
      { ...categoryFacet(category, citySlug), count: 'open' },
    );
  },
  'businesses-in-category-and-city',
);
