import 'server-only';
import { scopeCounts } from './counts';
import { categoryFilter, scopeConditions, type Scope } from './filters';
import { resolveLocation, type Location } from './location';
import { normaliseSearchText } from './query-text';
import { rankedPage, wholeScopePage, type RankedPage } from './rank';
import { ALL_TIERS, fuzzyNameTiers, textTiers } from './tiers';
import { analyseWhat } from './what';

export type BusinessQuery = {
  /** What: matched against name, category, group and description. */
  q?: string;
  /** Where: town, county, postcode, district ("LS6") or area ("LS"). */
  location?: string;
  /** A category group or specific category slug; absent or 'all' = any. */
  category?: string;
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
};

/** The ranked ids of one page of a search, with the count and how the query was read. */
export async function findBusinesses(query: BusinessQuery): Promise<Found> {
  const limit = Math.min(Math.max(Math.floor(query.limit) || 1, 1), MAX_PAGE_SIZE);
  const page = { limit, offset: Math.max(Math.floor(query.offset) || 0, 0) };
  const q = normaliseSearchText(query.q);
  const locationText = normaliseSearchText(query.location);
  const [what, location] = await Promise.all([analyseWhat(q), resolveLocation(locationText)]);
  const read = { limit, q, locationText, location };
  if (location?.kind === 'unknown') return { ids: [], totalCount: 0, capped: false, ...read };
  // Text without a single letter or digit ("%", "___") names nothing: it must not read as no
  // text at all, which would list every business.
  if (q && !what) return { ids: [], totalCount: 0, capped: false, ...read };

  const scope: Scope = { location, category: categoryFilter(query.category) };
  const conditions = scopeConditions(scope);
  const known = { place: location ?? undefined };
  if (!what) {
    const counts = await scopeCounts(scope);
    const ranked = counts
      ? await wholeScopePage(conditions, counts, page)
      : await rankedPage(conditions, ALL_TIERS, page, known);
    return { ...ranked, ...read };
  }
  if (what.lexemes.length) {
    const ranked = await rankedPage(conditions, textTiers(what), page, known);
    if (ranked.totalCount > 0) return { ...ranked, ...read };
  }
  return { ...(await rankedPage(conditions, fuzzyNameTiers(q), page, known)), ...read };
}
