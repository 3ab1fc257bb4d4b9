import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { publicRead } from '@/lib/db';
import { categoryRankedIds } from '@/lib/data/ranked-list';
import { DEFAULT_RADIUS_KM, type Point } from '@/lib/geo/distance';
import { districtCentre, townCentre } from '@/lib/geo/places';
import { scopeCounts } from './counts';
import { and, categoryFilter, scopeConditions, type Scope } from './filters';
import { businessesWithin, nearestFirst, openAt, withinRadius } from './geo';
import { resolveLocation, type Location, type PlaceSize } from './location';
import { nearestPage, WIDEN_STEPS_KM } from './nearest';
import { readCircleByIndex } from './read-plan';
import { normaliseSearchText, searchWords } from './query-text';
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
import { analyseWhat, type What } from './what';

import type { SortOrder } from './sort';

export type { SortOrder } from './sort';

export type BusinessQuery = {
  q?: string;
  /** Where: town, county, postcode, district ("LS6") or area ("LS"). */
  location?: string;
  category?: string;
  near?: Point;
  radiusKm?: number;
  sort?: SortOrder;
  /** Epoch ms, checked in each business's own time zone. */
  openAt?: number;
  minRating?: number;
  hasWebsite?: boolean;
  hasPhone?: boolean;
  limit: number;
  offset: number;
};

export const MAX_PAGE_SIZE = 100;

export type Found = RankedPage & {
  limit: number;
  q: string;
  locationText: string;
  location: Location | null;
  point: Point | null;
  radiusKm?: number;
};

/** `widen`: text with no radius asked for, so the nearest matches around the place follow when it has too few. */
type Centre = { point: Point; radiusKm: number | null; widen: boolean };

async function centreOf(
  query: BusinessQuery,
  location: Location | null,
  hasText: boolean,
): Promise<Centre | null> {
  const widen = hasText && query.radiusKm === undefined;
  if (query.near) {
    return { point: query.near, radiusKm: query.radiusKm ?? DEFAULT_RADIUS_KM, widen };
  }
  if (location?.kind === 'postcode' && location.postcode.kind !== 'area') {
    const point = await districtCentre(location.postcode.district);
    // With text, the district itself unless a radius is asked for: text tested over a wide circle is slow (docs/search.md).
    const radiusKm = query.radiusKm ?? (hasText ? null : DEFAULT_RADIUS_KM);
    return point && { point, radiusKm, widen };
  }
  if (
    location?.kind === 'places' &&
    location.cities.length &&
    (query.radiusKm !== undefined || query.sort === 'distance')
  ) {
    // Towns come biggest first among equally good matches: "Newcastle" centres on Tyneside.
    const point = await townCentre(location.cities[0]!);
    return point && { point, radiusKm: query.radiusKm ?? null, widen };
  }
  return null;
}

async function directoryTotal(): Promise<number> {
  return (await scopeCounts({ location: null, category: null }))?.total ?? 0;
}

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

/** Counted up to COUNT_CAP only when the planner expects few matches, so no request counts a huge set. */
async function sortedPage(
  conditions: Prisma.Sql[],
  order: Prisma.Sql,
  page: { limit: number; offset: number },
  countConditions = conditions,
): Promise<RankedPage> {
  const where = and(conditions);
  const limit = Math.max(Math.min(page.limit, COUNT_CAP - page.offset), 0);
  const countWhere = and(countConditions);
  const count = async () => {
    if ((await estimate(countWhere)) > BROAD_ESTIMATE) return null;
    const [row] = await publicRead<{ total: number }>(Prisma.sql`SELECT count(*)::int AS total
      FROM (SELECT 1 FROM businesses WHERE ${countWhere} LIMIT ${COUNT_CAP + 1}) AS capped`);
    return row?.total ?? 0;
  };
  const [rows, counted] = await Promise.all([
    limit
      ? publicRead<{ id: string }>(Prisma.sql`SELECT id FROM businesses WHERE ${where}
          ORDER BY ${order} LIMIT ${limit} OFFSET ${page.offset}`)
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

type Page = { limit: number; offset: number };

const FEW_MATCHES = 5;
const FILL = 20;

/** Read as the category pages read it (two rank indexes merged); an OR would sort the whole category per page. */
function categoryList({ location, category }: Scope) {
  if (category?.kind !== 'category') return undefined;
  if (location && (location.kind !== 'places' || location.counties.length)) return undefined;
  const cities = location?.cities;
  return (page: { limit: number; offset: number }) =>
    categoryRankedIds(category.slug, cities, page);
}

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
  const read = {
    limit,
    q,
    locationText,
    location,
    point: centre?.point ?? null,
    ...(centre?.radiusKm != null ? { radiusKm: centre.radiusKm } : {}),
  };
  // Text without a letter or digit ("%", "___") must not read as no text, which would list everything.
  if (q && !what) return { ...nothing, ...read };

  const sort = query.sort ?? 'relevance';
  if (centre && sort === 'distance' && (centre.radiusKm !== null || centre.widen)) {
    return { ...read, ...(await nearestSorted(query, centre, what, q, location, page)) };
  }
  const place = (centre?.widen && location && districtOf(location)) || location;
  const widens =
    sort === 'relevance' &&
    Boolean(q) &&
    (centre
      ? centre.widen
      : query.radiusKm === undefined && location?.kind === 'places' && location.cities.length > 0);
  const found = await findInPlace(query, centre, what, q, place, page, !widens);
  if (sort !== 'relevance' || found.totalCount >= FEW_MATCHES || !q) return { ...found, ...read };
  const around = centre ?? (await townWidening(query, location));
  if (!around?.widen) return { ...found, ...read };
  return {
    ...read,
    point: around.point,
    ...(await withNearest(query, around, what, q, place, page, found)),
  };
}

async function townWidening(query: BusinessQuery, location: Location | null) {
  if (query.radiusKm !== undefined || location?.kind !== 'places' || !location.cities.length) {
    return null;
  }
  const point = await townCentre(location.cities[0]!);
  return point && { point, radiusKm: null, widen: true };
}

function districtOf(location: Location): Exclude<Location, { kind: 'unknown' }> | null {
  if (location.kind !== 'postcode' || location.postcode.kind === 'area') return null;
  const { area, district } = location.postcode;
  return { ...location, postcode: { kind: 'district', area, district } };
}

// Trigrams of longer text match too widely.
const FUZZY_WORDS_MAX = 4;

export function looksLikeName(q: string): boolean {
  return searchWords(q).length <= FUZZY_WORDS_MAX;
}

function textMatches(what: What | null, q: string): Prisma.Sql[] {
  if (!what) return [];
  return [what.lexemes.length ? textTiers(what).match : fuzzyNameTiers(q).match];
}

function nearestConditions(query: BusinessQuery, match: Prisma.Sql[]) {
  return [
    ...scopeConditions({ location: null, category: categoryFilter(query.category) }),
    ...filterConditions(query),
    ...match,
  ];
}

async function nearestSorted(
  query: BusinessQuery,
  centre: Centre,
  what: What | null,
  q: string,
  location: Location | null,
  page: Page,
): Promise<RankedPage & { radiusKm: number }> {
  const radii = centre.widen || centre.radiusKm === null ? WIDEN_STEPS_KM : [centre.radiusKm];
  const directorySize =
    location?.kind === 'places' || location?.kind === 'postcode'
      ? location.directorySize
      : await directoryTotal();
  const read = (match: Prisma.Sql[]) =>
    nearestPage(nearestConditions(query, match), centre.point, radii, page, FILL, directorySize);
  let found = await read(textMatches(what, q));
  if (!found.totalCount && what?.lexemes.length && looksLikeName(q)) {
    found = await read([fuzzyNameTiers(q).match]);
  }
  const district = location && districtOf(location);
  if (!district || found.capped) return found;
  const without = and([
    ...scopeConditions({ location: district, category: null }),
    ...nearestConditions(query, textMatches(what, q)),
    Prisma.sql`earth IS NULL`,
  ]);
  const offset = Math.max(page.offset - found.totalCount, 0);
  const rows = await publicRead<{ id: string; total: number }>(Prisma.sql`
    SELECT id, count(*) OVER ()::int AS total FROM businesses WHERE ${without}
    ORDER BY rank_score DESC, id LIMIT ${COUNT_CAP}`);
  const total = Math.min(found.totalCount + (rows[0]?.total ?? 0), COUNT_CAP);
  const ids = rows.slice(offset, offset + page.limit - found.ids.length).map((row) => row.id);
  return { ...found, ids: [...found.ids, ...ids], totalCount: total };
}

async function withNearest(
  query: BusinessQuery,
  centre: Centre,
  what: What | null,
  q: string,
  location: Location | null,
  page: Page,
  found: RankedPage,
): Promise<RankedPage & { radiusKm: number }> {
  const own =
    page.offset === 0 && found.ids.length === found.totalCount
      ? found.ids
      : (
          await findInPlace(
            query,
            centre,
            what,
            q,
            location,
            { limit: FEW_MATCHES, offset: 0 },
            false,
          )
        ).ids;
  const radii = WIDEN_STEPS_KM.filter((km) => centre.radiusKm === null || km > centre.radiusKm);
  const directorySize =
    location?.kind === 'places' || location?.kind === 'postcode'
      ? location.directorySize
      : await directoryTotal();
  const skip = Math.max(page.offset - own.length, 0);
  const room = page.limit - Math.max(own.length - page.offset, 0);
  const read = (match: Prisma.Sql[]) =>
    nearestPage(
      [...nearestConditions(query, match), Prisma.sql`id <> ALL(${own}::uuid[])`],
      centre.point,
      radii,
      { offset: skip, limit: room },
      Math.max(FILL - own.length, 1),
      directorySize,
    );
  let others = await read(textMatches(what, q));
  if (!others.totalCount && !own.length && what?.lexemes.length && looksLikeName(q)) {
    others = await read([fuzzyNameTiers(q).match]);
  }
  const total = Math.min(own.length + others.totalCount, COUNT_CAP);
  return {
    ids: [...own.slice(page.offset, page.offset + page.limit), ...others.ids],
    totalCount: total,
    capped: others.capped || own.length + others.totalCount > COUNT_CAP,
    radiusKm: others.radiusKm,
  };
}

async function findInPlace(
  query: BusinessQuery,
  centre: Centre | null,
  what: What | null,
  q: string,
  location: Location | null,
  page: Page,
  fuzzy = true,
): Promise<RankedPage> {
  if (location?.kind === 'unknown') return { ids: [], totalCount: 0, capped: false };
  const category = categoryFilter(query.category);
  const scope: Scope = { location, category };
  let conditions = scopeConditions(scope);
  let place: PlaceSize | undefined = location ?? undefined;
  const filters = filterConditions(query);
  const unestimatedSql: Prisma.Sql[] = [];
  const countSql: Prisma.Sql[] = [];
  let share = 1;
  if (centre?.radiusKm != null) {
    const [size, directorySize] = await Promise.all([
      businessesWithin(centre.point, centre.radiusKm),
      location?.directorySize ?? directoryTotal(),
    ]);
    const indexed = readCircleByIndex(size, directorySize, page.offset + page.limit);
    const circle = withinRadius(centre.point, centre.radiusKm, indexed);
    const indexedCircle = withinRadius(centre.point, centre.radiusKm, true);
    place = indexed ? { size, directorySize } : undefined;
    share *= directorySize ? Math.min(size / directorySize, 1) : 1;
    const categoryOnly = scopeConditions({ location: null, category });
    if (query.near) {
      unestimatedSql.push(circle);
      countSql.push(indexedCircle);
    } else if (location?.kind === 'postcode') {
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
    if (!sorted.totalCount && what?.lexemes.length && looksLikeName(q)) {
      sorted = await sortBy([fuzzyNameTiers(q).match]);
    }
    return sorted;
  }

  const narrowed = filters.length > 0 || unestimated !== undefined;
  if (!what) {
    const counts = narrowed ? null : await scopeCounts(scope);
    const ranked = counts
      ? await wholeScopePage(conditions, counts, page, categoryList(scope))
      : await rankedPage(conditions, ALL_TIERS, page, known);
    return ranked;
  }
  if (what.lexemes.length) {
    const ranked = await rankedPage(conditions, textTiers(what), page, known);
    if (ranked.totalCount > 0 || !fuzzy || !looksLikeName(q)) return ranked;
  }
  return rankedPage(conditions, fuzzyNameTiers(q), page, known);
}
