import { slugify } from '@/lib/slug';
import { KNOWN_CATEGORIES } from './google-categories';
import { getCategoryGroup, type CategoryGroup } from './groups';

/** Group and category slugs share one URL space; a group slug always means the group. */
export type ResolvedCategorySlug =
  { kind: 'group'; group: CategoryGroup } | { kind: 'category'; categorySlug: string };

export function categorySlugFor(category: string): string {
  return slugify(category);
}

// Slugs never contain "%", so decoding cannot hurt one.
function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function resolveCategorySlug(slug: string): ResolvedCategorySlug {
  // Non-ASCII slugs can arrive percent-encoded; slugify is idempotent on its own slugs.
  const normalised = slugify(decodeSegment(slug));
  const group = getCategoryGroup(normalised);
  if (group) return { kind: 'group', group };
  return { kind: 'category', categorySlug: normalised };
}

// Titles keep capitals a slug loses ("MOT").
const KNOWN_NAME_BY_SLUG: ReadonlyMap<string, string> = new Map(
  Object.values(KNOWN_CATEGORIES)
    .flat()
    .map((name) => [slugify(name), name]),
);

export function categoryTitleFromSlug(slug: string): string {
  const resolved = resolveCategorySlug(slug);
  if (resolved.kind === 'group') return resolved.group.name;
  const known = KNOWN_NAME_BY_SLUG.get(resolved.categorySlug);
  if (known) return known;
  const spaced = resolved.categorySlug.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
