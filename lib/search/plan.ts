import { DEFAULT_RADIUS_KM, type Point } from '@/lib/geo/distance';
import { areaDivision, divisionOf, type Division } from '@/lib/hours/bank-holidays';
import type { Location } from './location';
import type { SearchQuery } from './query';
import type { SortOrder } from './sort';
import type { What } from './what';

/** The read input of one search: the canonical query (lib/search/query.ts) as values. */
export type BusinessQuery = Omit<SearchQuery, 'near' | 'open' | 'sort'> & {
  near?: Point;
  sort?: SortOrder;
  /** Epoch ms, checked in each business's own time zone. */
  openAt?: number;
  limit: number;
  offset: number;
};

export type Page = { limit: number; offset: number };

const MAX_PAGE_SIZE = 100;

export const WIDEN_STEPS_KM = [10, 50, 200] as const;

export const FEW_MATCHES = 5;

/** `widen`: text with no radius asked for, so the nearest matches around the place may follow. */
export type Centre = { point: Point; radiusKm: number | null; widen: boolean };

/** Which point a search is centred on; it is read (lib/geo/places.ts) before the plan is made. */
export type CentreSource =
  | { kind: 'near'; point: Point }
  | { kind: 'district'; district: string }
  | { kind: 'town'; city: string };

export function centreSource(query: BusinessQuery, location: Location | null): CentreSource | null {
  if (query.near) return { kind: 'near', point: query.near };
  if (location?.kind === 'postcode' && location.postcode.kind !== 'area') {
    return { kind: 'district', district: location.postcode.district };
  }
  // Towns come biggest first among equally good matches: "Newcastle" centres on Tyneside.
  const city = location?.kind === 'places' ? location.cities[0] : undefined;
  if (city && (query.radiusKm !== undefined || query.sort === 'distance')) {
    return { kind: 'town', city };
  }
  return null;
}

export type Place = { text: string; location: Location | null; point: Point | null };

type Common = {
  query: BusinessQuery;
  page: Page;
  q: string;
  what: What | null;
  place: Place;
  /** What the result reports: the point distances are measured from and the circle searched. */
  point: Point | null;
  radiusKm?: number;
};

export type SearchPlan = Common &
  (
    | { read: 'nothing' }
    /** Every match nearest first, within the first radius that holds a page (or the one asked). */
    | {
        read: 'nearest sorted';
        centre: Centre;
        radiiKm: readonly number[];
        district: Exclude<Location, { kind: 'unknown' }> | null;
      }
    /** The place's (or circle's) own matches in the order asked; then, when few, the nearest around. */
    | {
        read: 'in place';
        scope: Location | null;
        centre: Centre | null;
        order: SortOrder;
        fuzzy: boolean;
        withNearest: WithNearest | null;
      }
  );

/** How the nearest matches follow a place's own: around its centre, or a town's, read when needed. */
export type WithNearest = { around: 'centre' } | { around: 'town'; city: string };

function pageOf(query: Pick<BusinessQuery, 'limit' | 'offset'>): Page {
  const limit = Math.min(Math.max(Math.floor(query.limit) || 1, 1), MAX_PAGE_SIZE);
  return { limit, offset: Math.max(Math.floor(query.offset) || 0, 0) };
}

function centreOf(query: BusinessQuery, place: Place, hasText: boolean): Centre | null {
  const { point, location } = place;
  if (!point) return null;
  const widen = hasText && query.radiusKm === undefined;
  if (query.near) return { point, radiusKm: query.radiusKm ?? DEFAULT_RADIUS_KM, widen };
  if (location?.kind === 'postcode') {
    // With text, the district itself unless a radius is asked for: text tested over a wide circle is slow (docs/search.md).
    return { point, radiusKm: query.radiusKm ?? (hasText ? null : DEFAULT_RADIUS_KM), widen };
  }
  return { point, radiusKm: query.radiusKm ?? null, widen };
}

function districtOf(location: Location): Exclude<Location, { kind: 'unknown' }> | null {
  if (location.kind !== 'postcode' || location.postcode.kind === 'area') return null;
  const { area, district } = location.postcode;
  return { ...location, postcode: { kind: 'district', area, district } };
}

/** The bank-holiday division every business of a postcode scope is in; a town's is not known. */
export function scopeDivision(location: Location | null): Division | null {
  if (location?.kind !== 'postcode') return null;
  const { postcode } = location;
  if (postcode.kind !== 'area') return divisionOf({ zipCode: postcode.district });
  // TD alone spans the border: Berwick-upon-Tweed keeps England's holidays.
  return postcode.area === 'TD' ? null : areaDivision(postcode.area);
}

/** The one place a search's shape is decided (docs/search.md): pure, so unit-tested. */
export function planSearch(query: BusinessQuery, place: Place, what: What | null): SearchPlan {
  const q = query.q ?? '';
  const page = pageOf(query);
  const { location } = place;
  const base = { query, page, q, what, place };
  if (location?.kind === 'unknown') return { ...base, point: null, read: 'nothing' };
  const centre = centreOf(query, place, Boolean(q));
  const reported = {
    ...base,
    point: centre?.point ?? null,
    ...(centre?.radiusKm != null ? { radiusKm: centre.radiusKm } : {}),
  };
  // Text without a letter or digit ("%", "___") must not read as no text, which would list everything.
  if (q && !what) return { ...reported, read: 'nothing' };

  const order = query.sort ?? 'relevance';
  if (centre && order === 'distance' && (centre.radiusKm !== null || centre.widen)) {
    const radiiKm = centre.widen || centre.radiusKm === null ? WIDEN_STEPS_KM : [centre.radiusKm];
    return {
      ...reported,
      read: 'nearest sorted',
      centre,
      radiiKm,
      district: location && districtOf(location),
    };
  }
  const city = location?.kind === 'places' ? location.cities[0] : undefined;
  const widens =
    order === 'relevance' &&
    Boolean(q) &&
    (centre ? centre.widen : query.radiusKm === undefined && city !== undefined);
  const withNearest: WithNearest | null = !widens
    ? null
    : centre
      ? { around: 'centre' }
      : { around: 'town', city: city! };
  return {
    ...reported,
    read: 'in place',
    scope: (centre?.widen && location && districtOf(location)) || location,
    centre,
    order,
    fuzzy: !widens,
    withNearest,
  };
}
