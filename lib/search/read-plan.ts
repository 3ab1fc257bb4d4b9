import type { PlaceSize } from './location';

// How a search reads its matches, chosen from the planner's estimates before any row is read.
// Pure arithmetic, so that the choices can be tested without a million businesses.

/** Places up to this size may be read row by row. */
const PLACE_READ_MAX = 20_000;

/**
 * How the match set of a search is read: through the text indexes (`index`), or by
 * reading the place's rows and testing the text on each (`place`) — cheaper when the place is
 * small and the words common, since "restaurant" alone has hundreds of thousands of index
 * entries to merge while York has 3,000 businesses.
 */
export type MatchSetRead = 'index' | 'place';

/**
 * Index or place? Merging text index entries costs about a tenth of testing a row, so the
 * place wins when its rows number fewer than a tenth of the words' index entries. The
 * words' share of the directory is estimated as matches-in-place / place size.
 */
export function matchSetRead(estimated: number, place?: PlaceSize): MatchSetRead {
  if (!place || place.size > PLACE_READ_MAX || place.size === 0) return 'index';
  const wordEntries = (estimated / place.size) * place.directorySize;
  return place.size * 10 < wordEntries ? 'place' : 'index';
}

/** Cost of reading a match whole, in rows tested on a rank-index walk (docs/search.md). */
const READ_TO_WALK_COST = 3.3;

/**
 * The most matches for which reading them all costs less than ranking the broad way, where
 * each of `lists` tier lists walks about k × scopeSize / matches rows to hold its top `k`.
 */
export function wholeReadLimit(scopeSize: number, lists: number, k: number): number {
  return Math.sqrt((lists * k * scopeSize) / READ_TO_WALK_COST);
}

/** Matches at most this many (estimated) are read whole through the text index and sorted. */
export const RARE_MAX = 20_000;
const RARE_MIN = 2_000;

/**
 * Nearest first (nearest.ts): read every match through the text index and sort them by
 * distance (few matches), or walk the GiST index nearest first testing each row (many)?
 * Reading whole costs a row per match, walking about a page × directory ÷ matches rows; they
 * meet at √(page end × directory), kept between RARE_MIN and RARE_MAX.
 */
export function readsMatchesWhole(estimated: number, pageEnd: number, directorySize: number) {
  const limit = Math.min(RARE_MAX, Math.max(RARE_MIN, Math.sqrt(pageEnd * directorySize)));
  return estimated <= limit;
}
