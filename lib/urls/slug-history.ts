import 'server-only';
import { permanentRedirect } from 'next/navigation';
import { db } from '@/lib/db';
import { cachedRead } from '@/lib/data/cache';
import { CONTROL_CHARACTERS } from '@/lib/slug';
import { businessPath, decodeSegment } from '@/lib/urls/paths';

/**
 * What a slug that is not current stands for: a business's former slug (answer 308 to its
 * current slug), a deleted business's slug (410 Gone), or nothing (404). Asked only after the
 * current-slug read found nothing, so a live page never pays for it.
 */
export type FormerSlug = { kind: 'moved'; slug: string } | { kind: 'gone' } | null;

export async function readFormerSlug(slug: string): Promise<FormerSlug> {
  if (CONTROL_CHARACTERS.test(slug)) return null;
  // History rows point at the business, so the answer is its slug now, never a chain.
  const [row] = await db.$queryRaw<{ current: string | null }[]>`
    SELECT b.slug AS current FROM slug_history h JOIN businesses b ON b.id = h.business_id
    WHERE h.slug = ${slug}
    UNION ALL
    SELECT NULL FROM gone_slugs WHERE slug = ${slug}
    LIMIT 1`;
  if (!row) return null;
  return row.current === null ? { kind: 'gone' } : { kind: 'moved', slug: row.current };
}

/** readFormerSlug for pages, cached like the current-slug read (writes revalidate both). */
export const formerSlug = cachedRead(readFormerSlug, 'former-slug');

/**
 * For a page whose slug is not current: a permanent redirect (308) when it is a former slug of
 * a business, else `notCurrent` (the not-found state; the proxy answers 410 for a gone slug).
 */
export async function redirectFormerSlug<T>(segment: string, notCurrent: T): Promise<T> {
  const former = await formerSlug(decodeSegment(segment));
  if (former?.kind === 'moved')
    permanentRedirect(businessPath({ id: '', name: '', slug: former.slug }));
  return notCurrent;
}
