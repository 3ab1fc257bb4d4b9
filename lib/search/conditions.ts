import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { resolveCategorySlug } from '@/lib/categories';
import type { Division } from '@/lib/hours/bank-holidays';
import { slugify } from '@/lib/slug';
import { searchWords } from './query-text';
import { openAt } from './geo';
import type { Location } from './location';
import type { BusinessQuery } from './plan';
import type { SortOrder } from './sort';
import { fuzzyNameTiers, textTiers } from './tiers';
import type { What } from './what';

export type CategoryFilter = { kind: 'group'; slug: string } | { kind: 'category'; slug: string };

export function categoryFilter(category: string | undefined): CategoryFilter | null {
  const slug = slugify(category ?? '');
  if (!slug || slug === 'all') return null;
  const resolved = resolveCategorySlug(slug);
  return resolved.kind === 'group'
    ? { kind: 'group', slug: resolved.group.slug }
    : { kind: 'category', slug: resolved.categorySlug };
}

export type Scope = {
  location: Exclude<Location, { kind: 'unknown' }> | null;
  category: CategoryFilter | null;
};

function anyOf(column: 'city_slug' | 'lower(state)', values: string[]) {
  const sql = Prisma.raw(column);
  return values.length === 1
    ? Prisma.sql`${sql} = ${values[0]}`
    : Prisma.sql`${sql} = ANY(${values}::text[])`;
}

/** A place's towns, then its counties: a search ORs them. */
export function placeArms(location: Scope['location']): Prisma.Sql[] {
  if (location?.kind !== 'places') return [];
  // Plain equalities let the planner read a town in rank order from its (city_slug, rank_score) index.
  return [
    ...(location.cities.length ? [anyOf('city_slug', location.cities)] : []),
    ...(location.counties.length ? [anyOf('lower(state)', location.counties)] : []),
  ];
}

export function scopeConditions({ location, category }: Scope): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (location?.kind === 'places') {
    const places = placeArms(location);
    conditions.push(
      places.length === 1 ? places[0]! : Prisma.sql`(${Prisma.join(places, ' OR ')})`,
    );
  } else if (location?.kind === 'postcode') {
    const { postcode } = location;
    conditions.push(Prisma.sql`postcode_area = ${postcode.area}`);
    if (postcode.kind !== 'area') {
      conditions.push(Prisma.sql`postcode_district = ${postcode.district}`);
    }
    if (postcode.kind === 'postcode') {
      conditions.push(
        Prisma.sql`upper(regexp_replace(zip_code, '[^A-Za-z0-9]', '', 'g')) = ${postcode.compact}`,
      );
    }
  }
  if (category) conditions.push(categoryCondition(category));
  return conditions;
}

/** A specific category also matches its secondary listings, as facet counts do (docs/search.md, "Categories"). */
export function categoryCondition(category: CategoryFilter): Prisma.Sql {
  if (category.kind === 'group') return Prisma.sql`category_group = ${category.slug}`;
  return Prisma.sql`(category_slug = ${category.slug}
    OR secondary_category_slugs @> ARRAY[${category.slug}]::text[])`;
}

export const OPEN = Prisma.sql`business_status <> 'CLOSED_PERMANENTLY'`;
export const CLOSED = Prisma.sql`business_status = 'CLOSED_PERMANENTLY'`;

export function and(conditions: Prisma.Sql[]): Prisma.Sql {
  return conditions.length ? Prisma.join(conditions, ' AND ') : Prisma.sql`TRUE`;
}

// Outscraper's `about` → Payments, as imported (lib/business/fields.ts).
const ACCEPTS_CARDS = Prisma.sql`(about->'Payments'->'Credit cards' = 'true'::jsonb
  OR about->'Payments'->'Debit cards' = 'true'::jsonb)`;

/** The filters of a search, each one condition (a new filter adds its line here); `division`: scopeDivision's. */
export function filterConditions(
  query: BusinessQuery,
  division: Division | null = null,
): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.openAt !== undefined) conditions.push(openAt(new Date(query.openAt), division));
  if (query.minRating !== undefined) conditions.push(Prisma.sql`rating >= ${query.minRating}`);
  if (query.hasWebsite) conditions.push(Prisma.sql`coalesce(website, '') <> ''`);
  if (query.hasPhone) conditions.push(Prisma.sql`coalesce(phone, '') <> ''`);
  if (query.acceptsCards) conditions.push(ACCEPTS_CARDS);
  return conditions;
}

export const ORDER_BY: Record<Exclude<SortOrder, 'relevance' | 'distance'>, Prisma.Sql> = {
  rating: Prisma.sql`rating DESC NULLS LAST, review_count DESC, id`,
  reviews: Prisma.sql`review_count DESC, rating DESC NULLS LAST, id`,
  name: Prisma.sql`lower(name), id`,
};

// Trigrams of longer text match too widely.
const FUZZY_WORDS_MAX = 4;

export function looksLikeName(q: string): boolean {
  return searchWords(q).length <= FUZZY_WORDS_MAX;
}

/** The text's match: its words, or names by similarity when no word is a search word. */
export function textMatches(what: What | null, q: string): Prisma.Sql[] {
  if (!what) return [];
  return [what.lexemes.length ? textTiers(what).match : fuzzyNameTiers(q).match];
}

/** Everything but the place: a nearest read measures from a point instead. */
export function nearestConditions(query: BusinessQuery, match: Prisma.Sql[]) {
  return [
    ...scopeConditions({ location: null, category: categoryFilter(query.category) }),
    ...filterConditions(query),
    ...match,
  ];
}
