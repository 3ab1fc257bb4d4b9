import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { categoryRankedIds } from '@/lib/data/ranked-list';
import { DEFAULT_RADIUS_KM, type Point } from '@/lib/geo/distance';
import { districtCentre, townCentre } from '@/lib/geo/places';
import { scopeCounts } from './counts';
import { and, categoryFilter, scopeConditions, type Scope } from './filters';
import { businessesWithin, nearestFirst, openAt, readCircleByIndex, withinRadius } from './geo';
import { resolveLocation, type Location, type PlaceSize } from './location';
import { normaliseSearchText } from './query-text';
import {
  BROAD_ESTIMATE,
  COUNT_CAP,
  estimate,
  rankedPage,
  wholeScopePage,
  type RankedPage,
  type Tiers,
} from './rank';
import { ALL_TIERS, fuzzyNameTiers, textTiers } from './tiers';
import { analyseWhat } from './what';

import type { SortOrder } from './sort';

export type { SortOrder } from './sort';

export type BusinessQuery = {
  /** What: matched against name, category, group and description. */
  q?: string;
  /** Where: town, county, postcode, district ("LS6") or area ("LS"). */
  location?: string;
  /** A category group or specific category slug; absent or 'all' = any. */
  category?: string;
  /** The visitor's own position: businesses within radiusKm (default 10 km) of it. */
  near?: Point;
  /** Radius around `near`, a postcode or district (default 10 km) or a town (default: the town). */
  radiusKm?: number;
  sort?: SortOrder;
  /** Open at this moment (epoch ms), in each business's own time zone. */
  openAt?: number;
  /** Rated at least this (1-5). */
  minRating?: number;
  hasWebsite?: boolean;
  hasPhone?: boolean;
  limit: number;
  offset: number;
};

/** Largest page a search returns. */
export const MAX_PAGE_SIZE = 100;

export type Found = RankedPage & {
  limit: number;
  q: string;
  locationText: string;
  location: Location | null;
  /** The point distances are measured from, when the search had one. */
  point: Point | null;
};

/** A search's point and, when it searches a circle, the circle's radius. */
type Centre = { point: Point; radiusKm: number | null };

/**
 * The point of a search: the visitor's position, a postcode's or district's centre (a circle
 * of 10 km unless told), or a town's centre (the town itself unless a radius is given).
 */
async function centreOf(
  query: BusinessQuery,
  location: Location | null,
  hasText: boolean,
): Promise<Centre | null> {
  if (query.near) return { point: query.near, radiusKm: query.radiusKm ?? DEFAULT_RADIUS_KM };
  if (location?.kind === 'postcode' && location.postcode.kind !== 'area') {
    const point = await districtCentre(location.postcode.district);
    // With text, the district itself unless a radius is asked for: a 10 km circle around a
    // city district holds tens of thousands of businesses at 1M, and text tested row by row
    // over them costs 0.4-1.2 s (measured), where the district is read in milliseconds.
    const radiusKm = query.radiusKm ?? (hasText ? null : DEFAULT_RADIUS_KM);
    return point && { point, radiusKm };
  }
  // A town's centre costs a read; it is needed for a circle or an order by distance only.
  if (
    location?.kind === 'places' &&
    location.cities.length &&
    (query.radiusKm !== undefined || query.sort === 'distance')
  ) {
    // Towns come biggest first among equally good matches: "Newcastle" centres on Tyneside.
    const point = await townCentre(location.cities[0]!);
    return point && { point, radiusKm: query.radiusKm ?? null };
  }
  return null;
}

async function directoryTotal(): Promise<number> {
  return (await scopeCounts({ location: null, category: null }))?.total ?? 0;
}

/** The conditions of the filters, all of which the planner can estimate. */
function filterConditions(query: BusinessQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.openAt !== undefined) conditions.push(openAt(new Date(query.openAt)));
  if (query.minRating !== undefined) conditions.push(Prisma.sql`rating >= ${query.minRating}`);
  if (query.hasWebsite) conditions.push(Prisma.sql`coalesce(website, '') <> ''`);
  if (query.hasPhone) conditions.push(Prisma.sql`coalesce(phone, '') <> ''`);
  return conditions;
}

const ORDER_BY: Record<Exclude<SortOrder, 'relevance' | 'distance'>, Prisma.Sql> = {
  rating: Prisma.sql`rating DESC NULLS LAST, review_count DESC, id`,
  reviews: Prisma.sql`review_count DESC, rating DESC NULLS LAST, id`,
  name: Prisma.sql`lower(name), id`,
};

/**
 * A page in a plain order (rating, reviews, name, distance) with the count up to COUNT_CAP,
 * like the ranked search's, so that no request counts a huge match set: when the planner
 * expects well over COUNT_CAP matches the count is not run (it would gather them from several
 * indexes) and the answer is "1,000+", unless the page came back short, which is the end.
 */
async function sortedPage(
  conditions: Prisma.Sql[],
  order: Prisma.Sql,
  page: { limit: number; offset: number },
  /** The same conditions in the form that finds the first matches soonest, for the count. */
  countConditions = conditions,
): Promise<RankedPage> {
  const where = and(conditions);
  const limit = Math.max(Math.min(page.limit, COUNT_CAP - page.offset), 0);
  const countWhere = and(countConditions);
  const count = async () => {
    if ((await estimate(countWhere)) > BROAD_ESTIMATE) return null;
    const [row] = await db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM (
      SELECT 1 FROM businesses WHERE ${countWhere} LIMIT ${COUNT_CAP + 1}) AS capped`;
    return row?.total ?? 0;
  };
  const [rows, counted] = await Promise.all([
    limit
      ? db.$queryRaw<{ id: string }[]>`SELECT id FROM businesses WHERE ${where}
          ORDER BY ${order} LIMIT ${limit} OFFSET ${page.offset}`
      : [],
    count(),
  ]);
  const total = counted ?? (rows.length < limit ? page.offset + rows.length : COUNT_CAP + 1);
  return {
    ids: rows.map((row) => row.id),
    totalCount: Math.min(total, COUNT_CAP),
    capped: total > COUNT_CAP,
  };
}

/**
 * The open businesses of a specific category (in some towns), read as the category pages read
 * them: the main category's and the secondary categories' rank indexes merged. The scope's
 * one condition would OR the two and sort the whole category for every page.
 */
function categoryList({ location, category }: Scope) {
  if (category?.kind !== 'category') return undefined;
  if (location && (location.kind !== 'places' || location.counties.length)) return undefined;
  const cities = location?.cities;
  return (page: { limit: number; offset: number }) =>
    categoryRankedIds(category.slug, cities, page);
}

/** The ranked ids of one page of a search, with the count and how the query was read. */
export async function findBusinesses(query: BusinessQuery): Promise<Found> {
  const limit = Math.min(Math.max(Math.floor(query.limit) || 1, 1), MAX_PAGE_SIZE);
  const page = { limit, offset: Math.max(Math.floor(query.offset) || 0, 0) };
  const q = normaliseSearchText(query.q);
  const locationText = normaliseSearchText(query.location);
  const [what, location] = await Promise.all([analyseWhat(q), resolveLocation(locationText)]);
  const nothing = { ids: [], totalCount: 0, capped: false };
  if (location?.kind === 'unknown') {
    return { ...nothing, limit, q, locationText, location, point: null };
  }
  const centre = await centreOf(query, location, Boolean(q));
  const read = { limit, q, locationText, location, point: centre?.point ?? null };
  // Text without a single letter or digit ("%", "___") names nothing: it must not read as no
  // text at all, which would list every business.
  if (q && !what) return { ...nothing, ...read };

  const category = categoryFilter(query.category);
  const scope: Scope = { location, category };
  let conditions = scopeConditions(scope);
  let place: PlaceSize | undefined = location ?? undefined;
  const filters = filterConditions(query);
  // Conditions the planner cannot estimate, and the share of the rest they are taken to keep.
  const unestimatedSql: Prisma.Sql[] = [];
  // The same, with any circle through its index: a count stops after COUNT_CAP of them.
  const countSql: Prisma.Sql[] = [];
  let share = 1;
  if (centre?.radiusKm != null) {
    const [size, directorySize] = await Promise.all([
      businessesWithin(centre.point, centre.radiusKm),
      location?.directorySize ?? directoryTotal(),
    ]);
    const indexed = readCircleByIndex(size, directorySize);
    const circle = withinRadius(centre.point, centre.radiusKm, indexed);
    const indexedCircle = withinRadius(centre.point, centre.radiusKm, true);
    // A small circle is a place read row by row through its index; a big one is walked.
    place = indexed ? { size, directorySize } : undefined;
    share *= directorySize ? Math.min(size / directorySize, 1) : 1;
    const categoryOnly = scopeConditions({ location: null, category });
    if (query.near) {
      unestimatedSql.push(circle);
      countSql.push(indexedCircle);
    } else if (location?.kind === 'postcode') {
      // The district's own businesses stay in even without coordinates.
      const inPostcode = and(scopeConditions({ location, category: null }));
      conditions = categoryOnly;
      unestimatedSql.push(Prisma.sql`(${circle} OR (${inPostcode}))`);
      countSql.push(Prisma.sql`(${indexedCircle} OR (${inPostcode}))`);
    } else {
      conditions = categoryOnly;
      unestimatedSql.push(circle);
      countSql.push(indexedCircle);
    }
  }
  conditions = [...conditions, ...filters];
  const unestimated = unestimatedSql.length ? { without: conditions, share } : undefined;
  const countConditions = [...conditions, ...countSql];
  conditions = [...conditions, ...unestimatedSql];
  const sort = query.sort ?? 'relevance';
  const known = { place, unestimated };

  if (sort !== 'relevance') {
    const tiers: Tiers | null = what?.lexemes.length
      ? textTiers(what)
      : what
        ? fuzzyNameTiers(q)
        : null;
    const order =
      sort === 'distance'
        ? centre
          ? Prisma.sql`${nearestFirst(centre.point)}, id`
          : ORDER_BY.rating
        : ORDER_BY[sort];
    const sortBy = (match: Prisma.Sql[]) =>
      sortedPage([...conditions, ...match], order, page, [...countConditions, ...match]);
    let sorted = await sortBy(tiers ? [tiers.match] : []);
    // As in the ranking: when no word matches, names that look like the text.
    if (!sorted.totalCount && what?.lexemes.length) {
      sorted = await sortBy([fuzzyNameTiers(q).match]);
    }
    return { ...sorted, ...read };
  }

  const narrowed = filters.length > 0 || unestimated !== undefined;
  if (!what) {
    const counts = narrowed ? null : await scopeCounts(scope);
    const ranked = counts
      ? await wholeScopePage(conditions, counts, page, categoryList(scope))
      : await rankedPage(conditions, ALL_TIERS, page, known);
    return { ...ranked, ...read };
  }
  if (what.lexemes.length) {
    const ranked = await rankedPage(conditions, textTiers(what), page, known);
    if (ranked.totalCount > 0) return { ...ranked, ...read };
  }
  return { ...(await rankedPage(conditions, fuzzyNameTiers(q), page, known)), ...read };
}
