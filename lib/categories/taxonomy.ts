import { KNOWN_CATEGORIES } from './google-categories';
import { FALLBACK_GROUP, type CategoryGroupSlug } from './groups';
import { keywordGroupFor } from './keyword-rules';
import { collapseWhitespace, foldCategoryText } from './normalize';

function buildTables() {
  const groupByFolded = new Map<string, CategoryGroupSlug>();
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

export const KNOWN_CATEGORY_COUNT = groupByFolded.size;

export function isKnownCategory(category: string): boolean {
  return groupByFolded.has(foldCategoryText(category));
}

/** The exact table, then the keyword rules, then the fallback group: every category lands somewhere. */
export function categoryGroupFor(category: string): CategoryGroupSlug {
  const folded = foldCategoryText(category);
  if (!folded) return FALLBACK_GROUP;
  return groupByFolded.get(folded) ?? keywordGroupFor(folded) ?? FALLBACK_GROUP;
}

/** Known names take the table's spelling so the Places API's title case reads like Google Maps'. */
export function categoryDisplayName(category: string): string {
  const collapsed = collapseWhitespace(category);
  const known = spellingByLower.get(collapsed.toLowerCase());
  if (known) return known;
  return collapsed.charAt(0).toUpperCase() + collapsed.slice(1);
}
