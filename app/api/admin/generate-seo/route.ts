import { withAdmin } from '@/lib/auth/with-admin';
import { CACHE_TAGS, expireTags } from '@/lib/cache/data-cache';
import { formatCount } from '@/lib/format';
import { generateMissingSeoContent, type SeoProgress } from '@/lib/seo/generate';

export const dynamic = 'force-dynamic';
// A first run over a large directory takes a while; hosts with limits get the longest allowed.
export const maxDuration = 300;

/** Logs progress about every tenth of the way, not once per batch. */
function progressLog() {
  let logged = 0;
  return ({ updated, total }: SeoProgress) => {
    if (updated - logged < total / 10 && updated < total) return;
    logged = updated;
    console.info(`[seo] generated ${formatCount(updated)} of ${formatCount(total)}`);
  };
}

export const POST = withAdmin(async () => {
  const started = Date.now();
  const updated = await generateMissingSeoContent({ onProgress: progressLog() });
  if (updated > 0) await expireTags([CACHE_TAGS.businesses]);
  console.info(`[seo] ${formatCount(updated)} businesses updated in ${Date.now() - started} ms`);
  return Response.json({
    message:
      updated > 0
        ? `Generated SEO content for ${formatCount(updated)} businesses`
        : 'Every business already has SEO content',
    updated,
  });
});
