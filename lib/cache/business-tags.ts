import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { COUNTED_FIELDS } from '@/lib/business/fields';
import { db } from '@/lib/db';
import { MAX_LIST_LIMIT } from '@/lib/list-limit';
import type { Business } from '@/lib/generated/prisma/client';
import { CACHE_TAGS } from './data-cache';

type Row = Pick<
  Business,
  | 'id'
  | 'slug'
  | 'citySlug'
  | 'categorySlug'
  | 'categoryGroup'
  | 'rankScore'
  | 'createdAt'
  | 'businessStatus'
  | 'secondaryCategorySlugs'
>;

/** Whether `row` is among the first `maxLimit` of the recommended or of the latest lists. */
async function rankedBlocks(row: Row) {
  const limit = MAX_LIST_LIMIT;
  const [better, newer] = await Promise.all([
    row.rankScore === null
      ? Promise.resolve(limit)
      : db.business.count({
          where: {
            businessStatus: { not: 'CLOSED_PERMANENTLY' },
            OR: [
              { rankScore: { gt: row.rankScore } },
              { rankScore: row.rankScore, id: { lt: row.id } },
            ],
          },
          take: limit,
        }),
    db.business.count({
      where: {
        OR: [
          { createdAt: { gt: row.createdAt } },
          { createdAt: row.createdAt, id: { lt: row.id } },
        ],
      },
      take: limit,
    }),
  ]);
  return [
    ...(better < limit ? [CACHE_TAGS.recommended] : []),
    ...(newer < limit ? [CACHE_TAGS.latest] : []),
  ];
}

function rowTags(row: Row) {
  const tags: string[] = [
    CACHE_TAGS.business(row.id),
    CACHE_TAGS.slug(row.slug),
    CACHE_TAGS.category(row.categorySlug),
    ...row.secondaryCategorySlugs.map((slug) => CACHE_TAGS.category(slug)),
    CACHE_TAGS.group(row.categoryGroup),
    CACHE_TAGS.ranked,
  ];
  if (row.citySlug) {
    tags.push(CACHE_TAGS.town(row.citySlug), CACHE_TAGS.related(row.citySlug, row.categoryGroup));
  }
  return tags;
}

/** Expires only the reads that showed the business before or after; see docs/caching.md. */
export async function tagsOfChange(before: Business, after: Business | null) {
  const rows = after ? [before, after] : [before];
  const tags = new Set(rows.flatMap(rowTags));
  for (const row of rows) for (const tag of await rankedBlocks(row)) tags.add(tag);
  const counted =
    !after || COUNTED_FIELDS.some((field) => !isDeepStrictEqual(before[field], after[field]));
  if (counted) tags.add(CACHE_TAGS.counts);
  return [...tags];
}
