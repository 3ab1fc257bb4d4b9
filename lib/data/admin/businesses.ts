import 'server-only';
import { z } from 'zod';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { openingHoursToText } from '@/lib/validation/business-edit';

export const ADMIN_PAGE_SIZE = 50;

const SORTS = {
  added: 'createdAt',
  name: 'name',
  category: 'category',
  city: 'city',
  rating: 'rating',
} as const satisfies Record<string, keyof Prisma.BusinessOrderByWithRelationInput>;
export type AdminSort = keyof typeof SORTS;
export const ADMIN_SORTS = Object.keys(SORTS) as AdminSort[];

export const adminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  q: z.string().trim().max(200).default(''),
  import: z.uuid().optional(),
  sort: z.enum(ADMIN_SORTS as [AdminSort, ...AdminSort[]]).default('added'),
  dir: z.enum(['asc', 'desc']).optional(),
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
  businessStatus: true,
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

export const defaultDirection = (sort: AdminSort) =>
  sort === 'added' || sort === 'rating' ? 'desc' : 'asc';

export async function listAdminBusinesses({
  page,
  q,
  import: importId,
  sort,
  dir,
}: AdminListQuery) {
  const where = { ...searchWhere(q), ...(importId ? { importId } : {}) };
  const direction = dir ?? defaultDirection(sort);
  // Prisma takes `nulls` on optional columns only; rows without a town or rating go last.
  const order =
    sort === 'city' || sort === 'rating' ? { sort: direction, nulls: 'last' as const } : direction;
  const [rows, totalCount] = await Promise.all([
    db.business.findMany({
      where,
      select: ROW,
      orderBy: [{ [SORTS[sort]]: order }, { id: 'asc' }],
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
    sort,
    dir: direction,
  };
}

export type AdminBusinessRow = Awaited<
  ReturnType<typeof listAdminBusinesses>
>['businesses'][number];
