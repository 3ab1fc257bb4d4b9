import 'server-only';
import { Prisma, type Business } from '@/lib/generated/prisma/client';
import { ApiError } from '@/lib/errors';
import { db } from '@/lib/db';
import { tagsOfChange } from '@/lib/cache/business-tags';
import { expireTags } from '@/lib/cache/data-cache';
import { indexNowEnabled, sendIndexNowAfterResponse } from '@/lib/indexnow/outbox';
import { duplicateMergeSchema, orderedPair } from '@/lib/validation/duplicates';
import { mergedFields } from './merge-fields';

const jsonValue = (value: unknown) => (value ?? null) as Prisma.InputJsonValue | null;

// One transaction: the loser is deleted and its slugs become the survivor's former slugs (308);
// afterwards both pages' caches expire and both URLs go to IndexNow (docs/data-quality.md).
export async function mergeDuplicate(input: unknown) {
  const merge = duplicateMergeSchema.parse(input);
  const [businessA, businessB] = orderedPair(merge);
  const survivorId = merge.survivorId.toLowerCase();
  const loserId = survivorId === businessA ? businessB : businessA;

  const { survivor, loser, updated } = await db.$transaction(async (tx) => {
    const pairs = await tx.$queryRaw<{ status: string }[]>`
      SELECT status FROM duplicate_candidates
      WHERE business_a = ${businessA}::uuid AND business_b = ${businessB}::uuid FOR UPDATE`;
    if (pairs[0]?.status !== 'open')
      throw new ApiError(404, 'No open duplicate pair of these two businesses.');
    await tx.$queryRaw`SELECT id FROM businesses
      WHERE id IN (${businessA}::uuid, ${businessB}::uuid) ORDER BY id FOR UPDATE`;
    const survivor = await tx.business.findUniqueOrThrow({ where: { id: survivorId } });
    const loser = await tx.business.findUniqueOrThrow({ where: { id: loserId } });

    const { data, editedFields } = mergedFields(survivor, loser);
    const changes: Record<string, { old: Prisma.InputJsonValue | null; new: unknown }> = {};
    for (const [field, value] of Object.entries(data))
      changes[field] = { old: jsonValue(survivor[field as keyof Business]), new: jsonValue(value) };
    const updated = await tx.business.update({
      where: { id: survivorId },
      data: {
        ...data,
        openingHours:
          data.openingHours === undefined ? undefined : (data.openingHours ?? Prisma.DbNull),
        editedFields,
      },
    });
    await tx.businessChange.createMany({
      data: [
        {
          businessId: survivorId,
          slug: survivor.slug,
          source: 'admin',
          changes: {
            ...changes,
            mergedFrom: { old: null, new: loser.slug },
          } as Prisma.InputJsonValue,
        },
        {
          businessId: loserId,
          slug: loser.slug,
          source: 'admin',
          changes: { mergedInto: { old: null, new: survivor.slug } },
        },
      ],
    });
    // The loser's former slugs move first: its delete would otherwise mark them gone (410).
    await tx.$executeRaw`UPDATE slug_history SET business_id = ${survivorId}::uuid
      WHERE business_id = ${loserId}::uuid`;
    await tx.business.delete({ where: { id: loserId } });
    await tx.$executeRaw`INSERT INTO slug_history (slug, business_id)
      VALUES (${loser.slug}, ${survivorId}::uuid)
      ON CONFLICT (slug) DO UPDATE SET business_id = excluded.business_id`;
    await tx.$executeRaw`DELETE FROM gone_slugs WHERE slug = ${loser.slug}`;
    if (indexNowEnabled())
      await tx.$executeRaw`INSERT INTO indexnow_outbox (slug)
        VALUES (${survivor.slug}), (${loser.slug}) ON CONFLICT (slug) DO NOTHING`;
    return { survivor, loser, updated };
  });

  const tags = new Set([
    ...(await tagsOfChange(survivor, updated)),
    ...(await tagsOfChange(loser, null)),
  ]);
  await expireTags(tags);
  sendIndexNowAfterResponse();
  return { survivor: updated, mergedSlug: loser.slug };
}
