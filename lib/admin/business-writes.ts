import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { Prisma, type Business } from '@/lib/generated/prisma/client';
import { ApiError, notFound } from '@/lib/errors';
import { db } from '@/lib/db';
import { tagsOfChange } from '@/lib/cache/business-tags';
import { CACHE_TAGS, expireTags } from '@/lib/cache/data-cache';
import { refreshBrandsAfterWrite } from '@/lib/quality/brand-refresh-after-write';
import { indexNowEnabled, queueSlugs, sendIndexNowAfterResponse } from '@/lib/indexnow/outbox';
import { slugify } from '@/lib/slug';
import {
  businessInputSchema,
  toBusinessRecord,
  uniqueBusinessSlug,
  type BusinessRecord,
} from '@/lib/validation/business';
import { safePhotos } from '@/lib/validation/photo-url';
import { EDITABLE_FIELDS, businessEditSchema } from '@/lib/validation/business-edit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'Business not found';

const orUndefined = <T>(value: T | null) => value ?? undefined;

type Editable = (typeof EDITABLE_FIELDS)[number];

/** The editable fields as stored, plus what the schema requires of every record. */
function storedInput(row: Business) {
  return {
    ...Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, orUndefined(row[field])])),
    placeId: row.placeId,
    // Photos stored before the photo rule: an edit drops the ones it refuses instead of failing.
    photos: safePhotos(row.photos),
  };
}

/** An edit writes its editable fields, an absent one as null. */
const editedColumns = (record: BusinessRecord) =>
  Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, record[field] ?? null])) as {
    [F in Editable]: undefined extends BusinessRecord[F]
      ? Exclude<BusinessRecord[F], undefined> | null
      : BusinessRecord[F];
  };

/** Only fields this edit changes are marked, so an update-mode import keeps them (business-writer). */
function changedFields(existing: Business, record: ReturnType<typeof toBusinessRecord>) {
  const before = toBusinessRecord(businessInputSchema.parse(storedInput(existing)));
  return EDITABLE_FIELDS.filter(
    (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(record[field] ?? null),
  );
}

async function freeSlug(id: string, name: string, placeId: string) {
  const prefix = `${slugify(name) || 'business'}-`;
  const taken = await db.business.findMany({
    where: { slug: { startsWith: prefix }, id: { not: id } },
    select: { slug: true },
  });
  const slugs = new Set(taken.map((row) => row.slug));
  return uniqueBusinessSlug(name, placeId, (slug) => slugs.has(slug));
}

const ADMIN_SOURCE = 'admin';

function historyChanges(existing: Business, next: Record<string, unknown>) {
  const changes: Record<
    string,
    { old: Prisma.InputJsonValue | null; new: Prisma.InputJsonValue | null }
  > = {};
  for (const [field, value] of Object.entries(next)) {
    const old = existing[field as keyof Business] ?? null;
    // Deep equality ignores key order: jsonb returns an object's keys in its own order.
    if (!isDeepStrictEqual(old, value ?? null))
      changes[field] = {
        old: old as Prisma.InputJsonValue | null,
        new: (value ?? null) as Prisma.InputJsonValue | null,
      };
  }
  return changes;
}

/** The edit is checked field by field, the result as a whole business; derived columns follow. */
export async function updateBusiness(id: string, input: unknown) {
  if (!UUID.test(id)) throw notFound(NOT_FOUND);
  businessEditSchema.parse(input);
  const existing = await db.business.findUnique({ where: { id } });
  if (!existing) throw notFound(NOT_FOUND);

  // The strict parse above has already refused anything but an object of editable fields.
  const raw = input as Record<string, unknown>;
  const sent = EDITABLE_FIELDS.filter((field) => field in raw);
  if (sent.length === 0) throw new ApiError(400, 'Nothing to update: send at least one field.');
  const record = toBusinessRecord(
    businessInputSchema.parse({
      ...storedInput(existing),
      ...Object.fromEntries(sent.map((field) => [field, raw[field]])),
    }),
  );

  const slug =
    record.slug === existing.slug ? record.slug : await freeSlug(id, record.name, record.placeId);
  const editedFields = [...new Set([...existing.editedFields, ...changedFields(existing, record)])];
  const data = { ...editedColumns(record), photos: record.photos, slug };
  const changes = historyChanges(existing, data);
  // An edit that changes nothing writes nothing: updated_at is the sitemap's lastmod.
  if (Object.keys(changes).length === 0) return existing;
  const [updated] = await db.$transaction([
    db.business.update({
      where: { id },
      data: {
        ...data,
        openingHours: record.openingHours ?? Prisma.DbNull,
        categorySlug: record.categorySlug,
        categoryGroup: record.categoryGroup,
        citySlug: record.citySlug ?? null,
        editedFields,
      },
    }),
    db.businessChange.create({
      data: { businessId: id, slug, source: ADMIN_SOURCE, changes },
    }),
    ...(indexNowEnabled() ? [queueSlugs([...new Set([slug, existing.slug])])] : []),
  ]);
  if ('website' in changes || 'name' in changes) await refreshBrandsAfterWrite();
  await expireTags(await tagsOfChange(existing, updated));
  sendIndexNowAfterResponse();
  return updated;
}

export async function deleteBusiness(id: string) {
  if (!UUID.test(id)) throw notFound(NOT_FOUND);
  const existing = await db.business.findUnique({ where: { id } });
  // The history stays, its last entry naming the slug that now answers 410.
  const [{ count }] = existing
    ? await db.$transaction([
        db.business.deleteMany({ where: { id } }),
        db.businessChange.create({
          data: {
            businessId: id,
            slug: existing.slug,
            source: ADMIN_SOURCE,
            changes: { deleted: { old: false, new: true } },
          },
        }),
        ...(indexNowEnabled() ? [queueSlugs([existing.slug])] : []),
      ])
    : [{ count: 0 }];
  if (!existing || count === 0) throw notFound(NOT_FOUND);
  await expireTags(await tagsOfChange(existing, null));
  sendIndexNowAfterResponse();
}

// Every read queues behind delete-all's lock, so it waits only briefly.
const DELETE_ALL_LOCK_TIMEOUT = '1s';

const DELETE_ALL_BUSY_MESSAGE = 'An import or export is running; try again when it has finished.';

function isLockTimeout(error: unknown) {
  return /\b55P03\b|lock timeout/i.test(JSON.stringify(error, Object.getOwnPropertyNames(error)));
}

/** TRUNCATE is instant at any size and its lock makes the counts exact; a running import or export gets 409. */
export async function deleteAllData() {
  const counts = await db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = '${DELETE_ALL_LOCK_TIMEOUT}'`);
    try {
      await tx.$executeRaw`LOCK TABLE businesses, imports IN ACCESS EXCLUSIVE MODE`;
    } catch (error) {
      if (isLockTimeout(error)) throw new ApiError(409, DELETE_ALL_BUSY_MESSAGE);
      throw error;
    }
    const [row] = await tx.$queryRaw<{ businesses: bigint; imports: bigint }[]>`
      SELECT (SELECT count(*) FROM businesses) AS businesses, (SELECT count(*) FROM imports) AS imports`;
    if (indexNowEnabled())
      await tx.$executeRaw`INSERT INTO indexnow_outbox (slug) SELECT slug FROM businesses
        ON CONFLICT (slug) DO NOTHING`;
    await tx.$executeRaw`TRUNCATE businesses, imports, business_changes`;
    return { businesses: Number(row?.businesses ?? 0), imports: Number(row?.imports ?? 0) };
  });
  await expireTags([CACHE_TAGS.businesses]);
  sendIndexNowAfterResponse();
  return counts;
}
