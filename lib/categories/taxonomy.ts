import { KNOWN_CATEGORIES } from './google-categories';
import { FALLBACK_GROUP, type CategoryGroupSlug } from './groups';
import { keywordGroupFor } from './keyword-rules';
import { collapseWhitespace, foldCategoryText } from './normalize';

function buildTables() {
  /** Folded name -> group: the exact table lookup. */
  const groupByFolded = new Map<string, CategoryGroupSlug>();
  /** Lower-cased name -> the table's spelling, to restore Google's casing of known names. */
  const spellingByLower = new Map<string, string>();
  for (const [group, names] of Object.entries(KNOWN_CATEGORIES) as [
    CategoryGroupSlug,
    readonly string[],
  ][]) {
    for (const name of names) {
      groupByFolded.set(foldCategoryText(name), group);
      spellingByLower.set(collapseWhitespace(name).toLowerCase(), name);
    }
  }
  return { groupByFolded, spellingByLower };
}

const { groupByFolded, spellingByLower } = buildTables();

/** How many category names the exact table lists. */
export const KNOWN_CATEGORY_COUNT = groupByFolded.size;

/** Whether the exact table lists this category (any case, spacing or accents). */
export function isKnownCategory(category: string): boolean {
  return groupByFolded.has(foldCategoryText(category));
}

/**
 * The navigation group of a Google Maps category ("Italian restaurant" -> "restaurants").
 * The exact table decides first, then the keyword rules, then the fallback group, so every
 * category, however unusual or empty, lands somewhere.
 */
export function categoryGroupFor(category: string): CategoryGroupSlug {
  const folded = foldCategoryText(category);
  if (!folded) return FALLBACK_GROUP;
  return groupByFolded.get(folded) ?? keywordGroupFor(folded) ?? FALLBACK_GROUP;
}

/**
 * A category as it should be shown: whitespace trimmed and collapsed, first letter upper case
 * (Google's sentence case, "Italian restaurant"). A name the table knows, in any casing, is
 * shown in the table's spelling, so the Places API's title case "Italian Restaurant" and
 * Google Maps' "Italian restaurant" read the same. Other names keep their inner capitals,
 * which are usually deliberate ("HVAC contractor", "Middle Eastern restaurant").
 */
export function categoryDisplayName(category: string): string {
  const collapsed = collapseWhitespace(category);
  const known = spellingByLower.get(collapsed.toLowerCase());
  if (known) return known;
  return collapsed.charAt(0).toUpperCase() + collapsed.slice(1);
}
