import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { toBusinessDto } from '@/lib/data/business-dto';
import { categoryWhere } from '@/lib/data/businesses';

export type BusinessQuery = {
  /** What: matched against name, category and description. */
  q?: string;
  /** Where: town, county or postcode. */
  location?: string;
  /** A category group or specific category slug; absent or 'all' = any. */
  category?: string;
  limit: number;
  offset: number;
};

function whereFor(query: BusinessQuery): Prisma.BusinessWhereInput {
  const and: Prisma.BusinessWhereInput[] = [];
  const q = query.q?.trim();
  if (q) {
    and.push({
      OR: [
        { name: { contains: q, mode: 'insensitive' } },
        { category: { contains: q, mode: 'insensitive' } },
        { city: { contains: q, mode: 'insensitive' } },
        { description: { contains: q, mode: 'insensitive' } },
      ],
    });
  }
  const location = query.location?.trim();
  if (location) {
    and.push({
      OR: [
        { city: { contains: location, mode: 'insensitive' } },
        { state: { contains: location, mode: 'insensitive' } },
        { zipCode: { startsWith: location, mode: 'insensitive' } },
      ],
    });
  }
  if (query.category && query.category !== 'all') and.push(categoryWhere(query.category));
  return { AND: and };
}

/** The one search behind the home hero, the browse page and the API. */
export async function searchBusinesses(query: BusinessQuery) {
  const where = whereFor(query);
  const [rows, totalCount] = await Promise.all([
    db.business.findMany({
      where,
      orderBy: [{ rankScore: 'desc' }, { id: 'asc' }],
      take: query.limit,
      skip: query.offset,
    }),
    db.business.count({ where }),
  ]);
  return {
    businesses: rows.map((row) => toBusinessDto(row)),
    totalCount,
    totalPages: Math.ceil(totalCount / query.limit),
  };
}
