import 'server-only';
import { notFound } from '@/lib/errors';
import { db } from '@/lib/db';
import { changeNotes, type ChangeNote, type FieldChanges } from '@/lib/freshness/changes';

const RECENT_ENTRIES = 20;
const RECENT_NOTES = 4;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function readRecentChangeNotes(businessId: string): Promise<ChangeNote[]> {
  const entries = await db.businessChange.findMany({
    where: { businessId },
    orderBy: [{ changedAt: 'desc' }, { id: 'desc' }],
    take: RECENT_ENTRIES,
    select: { changes: true, changedAt: true },
  });
  return entries
    .flatMap((entry) => changeNotes(entry.changes as FieldChanges, entry.changedAt))
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
