import 'server-only';
import { permanentRedirect } from 'next/navigation';
import { db } from '@/lib/db';
import { CACHE_TAGS, tagPage } from '@/lib/data/cache';
import { withReadSlot } from '@/lib/data/read-gate';
import { CONTROL_CHARACTERS } from '@/lib/slug';
import { FORMER_SLUG_SQL, toFormerSlug, type FormerSlug } from '@/lib/urls/former-slugs';
import { businessPath, decodeSegment } from '@/lib/urls/paths';

/**
 * A slug that is not current: a business's former slug (308 to its current slug), a deleted
 * business's slug (the API's 410, the page's 404), or nothing (404). Asked only after the
 * current-slug read found nothing, so a live page never pays for it.
 */
export async function readFormerSlug(slug: string): Promise<FormerSlug> {
  if (CONTROL_CHARACTERS.test(slug)) return null;
  return toFormerSlug(
    await db.$queryRawUnsafe<{ current: string | null; id: string | null }[]>(
      FORMER_SLUG_SQL,
      slug,
    ),
  );
}

/**
 * The detail page's answer for a slug that is not current: 308 to the current slug for a
 * former one (one Location, the query kept: lib/urls/redirect-location.ts), else `notCurrent`
 * (the not-found state, 404 and noindex, for a deleted business as for an unknown slug).
 */
export async function redirectFormerSlug<T>(segment: string, notCurrent: T): Promise<T> {
  // Read afresh, within the public read limit (the page around it is cached per URL): a later
  // rename or delete expires the business's tag, not this old slug's, so the answer carries it.
  const former = await withReadSlot(() => readFormerSlug(decodeSegment(segment)));
  if (former?.kind === 'moved') {
    await tagPage(CACHE_TAGS.business(former.id));
    permanentRedirect(businessPath({ id: '', name: '', slug: former.slug }));
  }
  return notCurrent;
}
