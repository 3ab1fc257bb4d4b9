import { slugify } from '@/lib/slug';
import { KNOWN_CATEGORIES } from './google-categories';
import { getCategoryGroup, type CategoryGroup } from './groups';

/**
 * What a /category/[slug] style URL segment points at. Group slugs and category slugs share
 * one URL space: a group slug always means the group. The only categories that could collide
 * are ones named like a group ("Professional services", "Restaurants"), and those map to that
 * same group, so the group page already lists them.
 */
export type ResolvedCategorySlug =
  { kind: 'group'; group: CategoryGroup } | { kind: 'category'; categorySlug: string };

/** The URL slug of a specific Google Maps category ("Italian restaurant" -> "italian-restaurant"). */
export function categorySlugFor(category: string): string {
  return slugify(category);
}

/** Percent-decodes a raw URL segment; slugs never contain "%", so decoding cannot hurt one. */
function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function resolveCategorySlug(slug: string): ResolvedCategorySlug {
  // Non-ASCII slugs ("продавница-за-кућне-љубимце") can arrive still percent-encoded from the
  // router. slugify is idempotent on slugs it made, and turns a hand-typed or differently
  // cased URL ("Italian-Restaurant") into the stored form.
  const normalised = slugify(decodeSegment(slug));
  const group = getCategoryGroup(normalised);
  if (group) return { kind: 'group', group };
  return { kind: 'category', categorySlug: normalised };
}

/** Known category slug -> Google's spelling, so titles keep capitals a slug loses ("MOT"). */
const KNOWN_NAME_BY_SLUG: ReadonlyMap<string, string> = new Map(
  Object.values(KNOWN_CATEGORIES)
    .flat()
    .map((name) => [slugify(name), name]),
);

/**
 * The page title for a slug. A group shows its display name; a category turns hyphens back into
 * spaces with a capital first letter ("italian-restaurant" -> "Italian restaurant"), or takes
 * the spelling of a category the table knows ("mot-testing-centre" -> "MOT testing centre").
 */
export function categoryTitleFromSlug(slug: string): string {
  const resolved = resolveCategorySlug(slug);
  if (resolved.kind === 'group') return resolved.group.name;
  const known = KNOWN_NAME_BY_SLUG.get(resolved.categorySlug);
  if (known) return known;
  const spaced = resolved.categorySlug.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
