import 'server-only';
import { db } from '@/lib/db';
import { CACHE_TAGS, cachedRead } from '@/lib/data/cache';
import { LISTED } from './businesses';

/**
 * When a list last changed: the latest `updated_at` of the businesses it lists, per town, per
 * category or group, and per category or group in a town, read in one pass and kept until an
 * edit or import expires `ranked`. A business leaving a list without being edited (a delete)
 * does not move it: docs/seo.md#sitemaps.
 */
const readListLastmods = cachedRead(
  async () => {
    const rows = await db.$queryRaw<{ town: string | null; list: string | null; at: Date }[]>`
      WITH listed AS (
        SELECT nullif(city_slug, '') AS town, category_slug, category_group,
               secondary_category_slugs, updated_at
        FROM businesses WHERE ${LISTED}
      ), lists AS (
        SELECT town, category_slug AS list, updated_at FROM listed
        UNION ALL SELECT town, category_group, updated_at FROM listed
        UNION ALL SELECT town, s, updated_at FROM listed, unnest(secondary_category_slugs) AS s
      )
      SELECT town, list, max(updated_at) AS at FROM lists
      GROUP BY GROUPING SETS ((town), (list), (town, list), ())
      HAVING (GROUPING(town) = 1 OR town IS NOT NULL) AND (GROUPING(list) = 1 OR list IS NOT NULL)`;
    // Keyed like the facets (`town`, `list`, `town list`, '' for all); cached as JSON, so ISO text.
    return rows.map((row) => [[row.town, row.list].filter(Boolean).join(' '), row.at] as const);
  },
  'sitemap-list-lastmods',
  () => [CACHE_TAGS.ranked],
);

export type ListLastmods = (town: string | null, list: string | null) => Date | undefined;

export async function getListLastmods(): Promise<ListLastmods> {
  const times = new Map((await readListLastmods()).map(([key, at]) => [key, new Date(at)]));
  return (town, list) => times.get([town, list].filter(Boolean).join(' '));
}
