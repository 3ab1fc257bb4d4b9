import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { slugify } from '@/lib/slug';
import type { BusinessDto } from './business-dto';
import { businessDtos } from './business-rows';
import { CACHE_TAGS, cachedRead } from '@/lib/cache/data-cache';

export const relatedRowsSql = (categoryGroup: string, citySlug: string, limit: number) =>
  Prisma.sql`WHERE b.category_group = ${categoryGroup} AND b.city_slug = ${citySlug}
    AND b.business_status <> 'CLOSED_PERMANENTLY' ORDER BY b.rank_score DESC, b.id LIMIT ${limit}`;

// One read per town and group, shared by every business in them, so neighbours' renders warm it.
const readRelated = cachedRead(
  (categoryGroup: string, citySlug: string, limit: number) =>
    businessDtos(relatedRowsSql(categoryGroup, citySlug, limit)),
  'related-businesses',
  (categoryGroup, citySlug) => [CACHE_TAGS.related(citySlug, categoryGroup)],
);

export async function getRelatedBusinesses(
  business: Pick<BusinessDto, 'id' | 'categoryGroup' | 'city'>,
  limit = 6,
): Promise<BusinessDto[]> {
  const citySlug = business.city ? slugify(business.city) : '';
  if (!citySlug) return [];
  const rows = await readRelated(business.categoryGroup, citySlug, limit + 1);
  return rows.filter((row) => row.id !== business.id).slice(0, limit);
}
