import 'server-only';
import { notFound } from '@/lib/api/errors';
import { db } from '@/lib/db';
import { changeNotes, type ChangeNote, type FieldChanges } from '@/lib/freshness/changes';

/** Entries read for the detail page's notes: enough to find a few visitor-relevant ones. */
const RECENT_ENTRIES = 20;
const RECENT_NOTES = 4;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The last few visitor-relevant changes of a business, newest first, in plain words. */
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

/** Every history entry of a business, newest first (the admin's edit dialog). */
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
