import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { resolveCategorySlug } from '@/lib/categories';
import { CONTROL_CHARACTERS, slugify } from '@/lib/slug';
import { businessDtos, businessRows, rowDto } from './business-rows';
import { CHAIN_COLUMN, type WithChain } from './chains';
import {
  RECENT_CHANGES_COLUMN,
  recentChangeNotes,
  type WithRecentChanges,
} from './business-history';
import { CACHE_TAGS, cachedRead } from '@/lib/cache/data-cache';
import {
  businessesInOrder,
  categoryRankedIds,
  OPEN_BY_INDEX,
  rankedBusinesses,
  rankedIds,
  type Page,
} from './ranked-list';
import { spreadIds } from './brand-spread';
import { countFacet, type FacetCount, type FacetKind } from './summaries';

export type { Page } from './ranked-list';

export const getRecommendedBusinesses = cachedRead(
  (limit: number) =>
    businessDtos(Prisma.sql`WHERE b.business_status <> 'CLOSED_PERMANENTLY'
      ORDER BY b.rank_score DESC, b.id LIMIT ${limit}`),
  'recommended-businesses',
  () => [CACHE_TAGS.recommended],
);

export const getBusinessesPage = cachedRead(
  (page: Page) => rankedBusinesses([], page),
  'businesses-page',
  () => [CACHE_TAGS.ranked],
);

export const getLatestBusinesses = cachedRead(
  (limit: number) => businessDtos(Prisma.sql`ORDER BY b.created_at DESC, b.id LIMIT ${limit}`),
  'latest-businesses',
  () => [CACHE_TAGS.latest],
);

export const getBusinessBySlug = cachedRead(
  async (slug: string) => {
    if (CONTROL_CHARACTERS.test(slug)) return null;
    return (await businessDtos(Prisma.sql`WHERE b.slug = ${slug}`))[0] ?? null;
  },
  'business-by-slug',
  (slug) => [CACHE_TAGS.slug(slug)],
);

// A detail page's reads as one cached entry; every write that adds a note expires the slug's tag
// (an edit) or every read (an import).
export const getBusinessPage = cachedRead(
  async (slug: string) => {
    if (CONTROL_CHARACTERS.test(slug)) return null;
    const now = new Date();
    const [row] = await businessRows<WithRecentChanges & WithChain>(
      Prisma.sql`WHERE b.slug = ${slug}`,
      now,
      Prisma.sql`, ${RECENT_CHANGES_COLUMN}, ${CHAIN_COLUMN}`,
    );
    if (!row) return null;
    return {
      business: rowDto(row, now),
      changeNotes: recentChangeNotes(row.recentChanges),
      chain: row.chain,
    };
  },
  'business-page',
  (slug) => [CACHE_TAGS.slug(slug)],
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const getBusinessById = cachedRead(
  async (id: string) => {
    if (!UUID.test(id)) return null;
    return (await businessDtos(Prisma.sql`WHERE b.id = ${id}::uuid`))[0] ?? null;
  },
  'business-by-id',
  (id) => [CACHE_TAGS.business(id)],
);

function resolveCategory(categorySlugOrName: string) {
  return resolveCategorySlug(slugify(categorySlugOrName));
}

function categoryCondition(categorySlugOrName: string): Prisma.Sql {
  const resolved = resolveCategory(categorySlugOrName);
  return resolved.kind === 'group'
    ? Prisma.sql`category_group = ${resolved.group.slug}`
    : Prisma.sql`category_slug = ${resolved.categorySlug}`;
}

export function categoryFacets(categorySlugOrName: string) {
  const resolved = resolveCategory(categorySlugOrName);
  return resolved.kind === 'group'
    ? { kind: 'group' as const, inCityKind: 'city-group' as const, key: resolved.group.slug }
    : {
        kind: 'category' as const,
        inCityKind: 'city-category' as const,
        key: resolved.categorySlug,
      };
}

function categoryTag(categorySlugOrName: string) {
  const { kind, key } = categoryFacets(categorySlugOrName);
  return kind === 'group' ? CACHE_TAGS.group(key) : CACHE_TAGS.category(key);
}

function categoryFacet(categorySlugOrName: string, citySlug?: string) {
  const { kind, inCityKind, key } = categoryFacets(categorySlugOrName);
  return citySlug ? { kind: inCityKind, key: `${citySlug} ${key}` } : { kind, key };
}

type Counted = { kind: FacetKind; key: string; count: FacetCount };

/** A list's page and facet total; a chain takes at most 3 places of page 1 (brand-spread.ts). */
async function pagedBusinesses(
  conditions: Prisma.Sql[],
  page: Page,
  counted: Counted,
  ids: (page: Page) => Promise<string[]> = (p) => rankedIds(conditions, p),
) {
  const [businesses, totalCount] = await Promise.all([
    spreadIds(ids, page).then(businessesInOrder),
    countFacet(counted.kind, counted.key, counted.count),
  ]);
  return { businesses, totalCount };
}

function secondaryAware(category: string, citySlug?: string) {
  const resolved = resolveCategory(category);
  return resolved.kind === 'category'
    ? (page: Page) =>
        categoryRankedIds(
          resolved.categorySlug,
          citySlug === undefined ? undefined : [citySlug],
          page,
        )
    : undefined;
}

export const getBusinessesInCity = cachedRead(
  async (city: string, page: Page) => {
    const citySlug = slugify(city);
    // A town's list leaves out the permanently closed, as category lists do (issue 44).
    return pagedBusinesses([Prisma.sql`city_slug = ${citySlug}`, OPEN_BY_INDEX], page, {
      kind: 'city',
      key: citySlug,
      count: 'open',
    });
  },
  'businesses-in-city',
  (city) => [CACHE_TAGS.town(slugify(city))],
);

export const getBusinessesInCategory = cachedRead(
  async (category: string, page: Page) =>
    pagedBusinesses(
      [categoryCondition(category), OPEN_BY_INDEX],
      page,
      { ...categoryFacet(category), count: 'open' },
      secondaryAware(category),
    ),
  'businesses-in-category',
  (category) => [categoryTag(category)],
);

export const getBusinessesInCategoryAndCity = cachedRead(
  async (category: string, city: string, page: Page) => {
    const citySlug = slugify(city);
    return pagedBusinesses(
      [categoryCondition(category), Prisma.sql`city_slug = ${citySlug}`, OPEN_BY_INDEX],
      page,
      { ...categoryFacet(category, citySlug), count: 'open' },
      secondaryAware(category, citySlug),
    );
  },
  'businesses-in-category-and-city',
  (category, city) => [categoryTag(category), CACHE_TAGS.town(slugify(city))],
);
