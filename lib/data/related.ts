import 'server-only';
import { db } from '@/lib/db';
import { slugify } from '@/lib/slug';
import type { BusinessDto } from './business-dto';
import { toBusinessDtos } from './special-hours';
import { CACHE_TAGS, cachedRead } from '@/lib/cache/data-cache';

// One read per town and group, shared by every business in them, so neighbours' renders warm it.
const readRelated = cachedRead(
  async (categoryGroup: string, citySlug: string, limit: number) => {
    const rows = await db.business.findMany({
      where: { categoryGroup, citySlug, businessStatus: { not: 'CLOSED_PERMANENTLY' } },
      orderBy: [{ rankScore: 'desc' }, { id: 'asc' }],
      take: limit,
    });
    return toBusinessDtos(rows);
  },
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
