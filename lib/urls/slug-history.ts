import 'server-only';
import { permanentRedirect } from 'next/navigation';
import { db } from '@/lib/db';
import { CACHE_TAGS, tagPage } from '@/lib/cache/data-cache';
import { withReadSlot } from '@/lib/db/read-gate';
import { CONTROL_CHARACTERS } from '@/lib/slug';
import { FORMER_SLUG_SQL, toFormerSlug, type FormerSlug } from '@/lib/urls/former-slugs';
import { businessPath, decodeSegment } from '@/lib/urls/paths';

/** Asked only after the current-slug read found nothing, so a live page never pays for it. */
export async function readFormerSlug(slug: string): Promise<FormerSlug> {
  if (CONTROL_CHARACTERS.test(slug)) return null;
  return toFormerSlug(
    await db.$queryRawUnsafe<{ current: string | null; id: string | null }[]>(
      FORMER_SLUG_SQL,
      slug,
    ),
  );
}

/** 308 for a former slug (query kept), else `notCurrent`: 404 and noindex, deleted or unknown alike. */
export async function redirectFormerSlug<T>(segment: string, notCurrent: T): Promise<T> {
  // Read afresh: a rename expires the business's tag, not this old slug's.
  const former = await withReadSlot(() => readFormerSlug(decodeSegment(segment)));
  if (former?.kind === 'moved') {
    await tagPage(CACHE_TAGS.business(former.id));
    permanentRedirect(businessPath({ id: '', name: '', slug: former.slug }));
  }
  return notCurrent;
}
