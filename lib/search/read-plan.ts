import type { PlaceSize } from './location';

// Pure arithmetic on planner estimates, so the choices are testable without a big directory.

const PLACE_READ_MAX = 20_000;

/** Text indexes; a place's rows tested one by one; or that, but its towns' matches from the (town, text) index. */
export type MatchSetRead = 'index' | 'place' | 'town';

/** The place wins when its rows number fewer than a tenth of the words' index entries (docs/search.md). */
export function matchSetRead(
  estimated: number,
  place?: PlaceSize,
  textIndexed = false,
): MatchSetRead {
  if (!place || place.size > PLACE_READ_MAX || place.size === 0) return 'index';
  const wordEntries = (estimated / place.size) * place.directorySize;
  if (place.size * 10 >= wordEntries) return 'index';
  return textIndexed && place.inTowns ? 'town' : 'place';
}

const READ_TO_WALK_COST = 3.3;

export function wholeReadLimit(scopeSize: number, lists: number, k: number): number {
  return Math.sqrt((lists * k * scopeSize) / READ_TO_WALK_COST);
}

export const RARE_MAX = 20_000;
const RARE_MIN = 2_000;

/** Reading whole and walking the GiST index cost the same near √(page end × directory). */
export function readsMatchesWhole(estimated: number, pageEnd: number, directorySize: number) {
  const limit = Math.min(RARE_MAX, Math.max(RARE_MIN, Math.sqrt(pageEnd * directorySize)));
  return estimated <= limit;
}

// The district counts behind the estimate may run low.
const CIRCLE_READ_WHOLE = 4000;

const WALK_PAGE = 20;

/** GiST read versus rank-index walk: they meet near √(page end × directory). */
export function readCircleByIndex(size: number, directorySize: number, pageEnd = WALK_PAGE) {
  const walked = Math.max(pageEnd, WALK_PAGE);
  return size <= Math.max(CIRCLE_READ_WHOLE, Math.sqrt(walked * directorySize));
}
