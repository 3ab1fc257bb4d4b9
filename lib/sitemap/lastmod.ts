import 'server-only';
import { db } from '@/lib/db';
import { CACHE_TAGS, cachedRead } from '@/lib/cache/data-cache';

// When each list last changed (`list_changes`, kept by triggers), keyed like the facets; read
// whole and kept until an edit or import expires `ranked` (docs/seo.md#sitemaps).
const readListChanges = cachedRead(
  async () => {
    const rows = await db.listChange.findMany({
      where: { kind: { in: ['all', 'city', 'category', 'group', 'city-category', 'city-group'] } },
      select: { kind: true, key: true, changedAt: true },
    });
    // Cached as JSON, so the dates travel as ISO text.
    return rows.map((row) => [`${row.kind}:${row.key}`, row.changedAt.toISOString()] as const);
  },
  'sitemap-list-changes',
  () => [CACHE_TAGS.ranked],
);

export type ListLastmods = {
  all: () => Date | undefined;
  town: (citySlug: string) => Date | undefined;
  /** A category or a group (a group's slug is its own key space). */
  category: (slug: string) => Date | undefined;
  inTown: (citySlug: string, slug: string) => Date | undefined;
};

export async function getListLastmods(): Promise<ListLastmods> {
  const times = new Map<string, string>(await readListChanges());
  const at = (...keys: string[]) => {
    const found = keys.map((key) => times.get(key)).filter(Boolean) as string[];
    return found.length ? new Date(found.sort().at(-1)!) : undefined;
  };
  return {
    all: () => at('all:'),
    town: (citySlug) => at(`city:${citySlug}`),
    category: (slug) => at(`category:${slug}`, `group:${slug}`),
    inTown: (citySlug, slug) =>
      at(`city-category:${citySlug} ${slug}`, `city-group:${citySlug} ${slug}`),
  };
}
