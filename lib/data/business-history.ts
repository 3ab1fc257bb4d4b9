import 'server-only';
import { notFound } from '@/lib/errors';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { changeNotes, type ChangeNote, type FieldChanges } from '@/lib/freshness/changes';

const RECENT_ENTRIES = 20;
const RECENT_NOTES = 4;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type RecentChange = { changes: FieldChanges; changedAt: string };

export const RECENT_CHANGES_COLUMN = Prisma.sql`(
  SELECT json_agg(json_build_object('changes', c.changes, 'changedAt', c.changed_at))
  FROM (SELECT changes, changed_at FROM business_changes
    WHERE business_id = b.id ORDER BY changed_at DESC, id DESC LIMIT ${RECENT_ENTRIES}) c
) AS "recentChanges"`;

export type WithRecentChanges = { recentChanges: RecentChange[] | null };

export function recentChangeNotes(entries: RecentChange[] | null): ChangeNote[] {
  return (entries ?? [])
    .flatMap((entry) => changeNotes(entry.changes, new Date(entry.changedAt)))
    .slice(0, RECENT_NOTES);
}

export async function getBusinessHistory(businessId: string) {
  if (!UUID.test(businessId)) throw notFound('Business not found');
  const entries = await db.businessChange.findMany({
    where: { businessId },
    orderBy: [{ changedAt: 'desc' }, { id: 'desc' }],
  });
  return entries.map((entry) => ({
    id: entry.id.toString(),
    slug: entry.slug,
    source: entry.source,
    changedAt: entry.changedAt.toISOString(),
    changes: entry.changes as FieldChanges,
  }));
}
