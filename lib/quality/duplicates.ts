import 'server-only';
import { notFound } from '@/lib/errors';
import { db } from '@/lib/db';
import { duplicatePairSchema, orderedPair } from '@/lib/validation/duplicates';

export const DUPLICATES_PER_PAGE = 20;

/** What the merge queue shows of each business, side by side. */
const COMPARED = {
  id: true,
  slug: true,
  name: true,
  category: true,
  address: true,
  city: true,
  zipCode: true,
  phone: true,
  email: true,
  website: true,
  openingHours: true,
  rating: true,
  reviewCount: true,
  latitude: true,
  longitude: true,
  placeId: true,
  editedFields: true,
  checkedAt: true,
} as const;

/** Open pairs, strongest first, with both businesses. */
export async function listDuplicatePairs(page = 1) {
  const where = { status: 'open' };
  const [total, pairs] = await Promise.all([
    db.duplicateCandidate.count({ where }),
    db.duplicateCandidate.findMany({
      where,
      orderBy: [{ score: 'desc' }, { businessA: 'asc' }, { businessB: 'asc' }],
      skip: (page - 1) * DUPLICATES_PER_PAGE,
      take: DUPLICATES_PER_PAGE,
    }),
  ]);
  const ids = pairs.flatMap((pair) => [pair.businessA, pair.businessB]);
  const businesses = await db.business.findMany({ where: { id: { in: ids } }, select: COMPARED });
  const byId = new Map(businesses.map((business) => [business.id, business]));
  return {
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / DUPLICATES_PER_PAGE)),
    pairs: pairs.flatMap((pair) => {
      const a = byId.get(pair.businessA);
      const b = byId.get(pair.businessB);
      return a && b ? [{ score: pair.score, reasons: pair.reasons, a, b }] : [];
    }),
  };
}

export type DuplicatePairView = Awaited<ReturnType<typeof listDuplicatePairs>>['pairs'][number];

/** Marks a pair as not a duplicate, for good: refreshes leave dismissed pairs alone. */
export async function dismissDuplicate(input: unknown) {
  const [businessA, businessB] = orderedPair(duplicatePairSchema.parse(input));
  const { count } = await db.duplicateCandidate.updateMany({
    where: { businessA, businessB, status: 'open' },
    data: { status: 'dismissed', updatedAt: new Date() },
  });
  if (count === 0) throw notFound('No open duplicate pair of these two businesses.');
}
