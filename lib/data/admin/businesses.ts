import 'server-only';
import { z } from 'zod';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { openingHoursToText } from './business-edit-schema';

export const ADMIN_PAGE_SIZE = 50;

/** The table's query: `?page=&q=` on the panel and on GET /api/admin/businesses. */
export const adminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  q: z.string().trim().max(200).default(''),
});

export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

const ROW = {
  id: true,
  name: true,
  slug: true,
  category: true,
  categoryGroup: true,
  phone: true,
  address: true,
  city: true,
  state: true,
  zipCode: true,
  country: true,
  website: true,
  openingHours: true,
  isVerified: true,
  rating: true,
  reviewCount: true,
  placeId: true,
  createdAt: true,
} satisfies Prisma.BusinessSelect;

function searchWhere(q: string): Prisma.BusinessWhereInput {
  if (!q) return {};
  const contains = { contains: q, mode: 'insensitive' as const };
  return {
    OR: [{ name: contains }, { category: contains }, { city: contains }, { placeId: q }],
  };
}

/** One page of the admin table, newest first, optionally filtered by a search text. */
export async function listAdminBusinesses({ page, q }: AdminListQuery) {
  const where = searchWhere(q);
  const [rows, totalCount] = await Promise.all([
    db.business.findMany({
      where,
      select: ROW,
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      skip: (page - 1) * ADMIN_PAGE_SIZE,
      take: ADMIN_PAGE_SIZE,
    }),
    db.business.count({ where }),
  ]);
  return {
    businesses: rows.map((row) => ({
      ...row,
      openingHours: openingHoursToText(row.openingHours),
      createdAt: row.createdAt.toISOString(),
    })),
    totalCount,
    totalPages: Math.ceil(totalCount / ADMIN_PAGE_SIZE),
    page,
  };
}

export type AdminBusinessRow = Awaited<
  ReturnType<typeof listAdminBusinesses>
>['businesses'][number];
