import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { publicRead } from '@/lib/db';
import { categoryRankedIds } from '@/lib/data/ranked-list';
import type { Point } from '@/lib/geo/distance';
import { townCentre } from '@/lib/geo/places';
import {
  FEW_MATCHES,
  scopeDivision,
  WIDEN_STEPS_KM,
  type Centre,
  type Page,
  type SearchPlan,
} from './plan';
import { scopeCounts } from './counts';
import {
  and,
  categoryFilter,
  filterConditions,
  looksLikeName,
  nearestConditions,
  ORDER_BY,
  placeArms,
  scopeConditions,
  textMatches,
  type Scope,
} from './conditions';
import { businessesWithin, nearestFirst, withinRadius } from './geo';
import type { Location, PlaceSize } from './location';
import { nearestPage } from './nearest';
import { readCircleByIndex } from './read-plan';
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

export type Found = RankedPage & {
  limit: number;
  q: string;
  locationText: string;
  location: Location | null;
  point: Point | null;
  radiusKm?: number;
};

type InPlace = Extract<SearchPlan, { read: 'in place' }>;

async function directoryTotal(): Promise<number> {
  return (await scopeCounts({ location: null, category: null }))?.total ?? 0;
}

async function directorySizeOf(location: Location | null): Promise<number> {
  return location?.kind === 'places' || location?.kind === 'postcode'
    ? location.directorySize
    : directoryTotal();
}

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

const FILL = 20;

/** Read as the category pages read it (two rank indexes merged); an OR would sort the whole category per page. */
function categoryList({ location, category }: Scope) {
  if (category?.kind !== 'category') return undefined;
  if (location && (location.kind !== 'places' || location.counties.length)) return undefined;
  const cities = location?.cities;
  return (page: { limit: number; offset: number }) =>
    categoryRankedIds(category.slug, cities, page);
}

/** Runs the plan's reads for one page. */
export async function readPlan(plan: SearchPlan, page: Page): Promise<Found> {
  const { place, point, radiusKm } = plan;
  const read = {
    limit: page.limit,
    q: plan.q,
    locationText: place.text,
    location: place.location,
    point,
    ...(radiusKm !== undefined ? { radiusKm } : {}),
  };
  if (plan.read === 'nothing') return { ...read, ids: [], totalCount: 0, capped: false };
  if (plan.read === 'nearest sorted') return { ...read, ...(await nearestSorted(plan, page)) };
  const found = await findInPlace(plan, page, plan.fuzzy);
  if (!plan.withNearest || found.totalCount >= FEW_MATCHES) return { ...found, ...read };
  const around =
    plan.withNearest.around === 'centre'
      ? plan.centre
      : await townCentre(plan.withNearest.city).then(
          (town) => town && { point: town, radiusKm: null, widen: true },
        );
  if (!around) return { ...found, ...read };
  return { ...read, point: around.point, ...(await withNearest(plan, around, page, found)) };
}

async function nearestSorted(
  plan: Extract<SearchPlan, { read: 'nearest sorted' }>,
  page: Page,
): Promise<RankedPage & { radiusKm: number }> {
  const { query, centre, what, q, district } = plan;
  const directorySize = await directorySizeOf(plan.place.location);
  const read = (match: Prisma.Sql[]) =>
    nearestPage(
      nearestConditions(query, match),
      centre.point,
      plan.radiiKm,
      page,
      FILL,
      directorySize,
    );
  let found = await read(textMatches(what, q));
  if (!found.totalCount && what?.lexemes.length && looksLikeName(q)) {
    found = await read([fuzzyNameTiers(q).match]);
  }
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
  plan: InPlace,
  centre: Centre,
  page: Page,
  found: RankedPage,
): Promise<RankedPage & { radiusKm: number }> {
  const { query, what, q } = plan;
  const own =
    page.offset === 0 && found.ids.length === found.totalCount
      ? found.ids
      : (await findInPlace(plan, { limit: FEW_MATCHES, offset: 0 }, false)).ids;
  const radii = WIDEN_STEPS_KM.filter((km) => centre.radiusKm === null || km > centre.radiusKm);
  const directorySize = await directorySizeOf(plan.scope);
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

async function findInPlace(plan: InPlace, page: Page, fuzzy: boolean): Promise<RankedPage> {
  const { query, centre, what, q, scope: location } = plan;
  if (location?.kind === 'unknown') return { ids: [], totalCount: 0, capped: false };
  const category = categoryFilter(query.category);
  const scope: Scope = { location, category };
  let conditions = scopeConditions(scope);
  let place: PlaceSize | undefined = location ?? undefined;
  // A circle reaches past the postcode, so only a postcode alone is known to lie in one division.
  const filters = filterConditions(
    query,
    centre?.radiusKm != null ? null : scopeDivision(location),
  );
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
  const arms = centre?.radiusKm == null ? placeArms(location) : [];
  const rest = [...scopeConditions({ location: null, category }), ...filters];
  const byArm = arms.length > 1 ? arms.map((arm) => [arm, ...rest]) : undefined;
  // Nothing asked of a row but its town or county: search_documents has those (rank.ts).
  const documents = arms.length > 0 && !rest.length;
  const known = { place, unestimated, byArm, documents };

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
    const townsOnly = arms.length === 1 && location?.kind === 'places' && !location.counties.length;
    const ranked = await rankedPage(conditions, textTiers(what, townsOnly), page, known);
    if (ranked.totalCount > 0 || !fuzzy || !looksLikeName(q)) return ranked;
  }
  return rankedPage(conditions, fuzzyNameTiers(q), page, known);
}
