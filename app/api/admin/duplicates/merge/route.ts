import { withAdmin } from '@/lib/auth/with-admin';
import { ADMIN_JSON_MAX_BYTES, readJsonBody } from '@/lib/auth/read-json-body';
import { mergeDuplicate } from '@/lib/quality/merge';

export const dynamic = 'force-dynamic';

export const POST = withAdmin(async (request) => {
  const body = await readJsonBody(request, {
    maxBytes: ADMIN_JSON_MAX_BYTES,
    invalidMessage: 'Request body must be a JSON object: { businessA, businessB, survivorId }.',
  });
  const { survivor, mergedSlug } = await mergeDuplicate(body);
  return Response.json({
    message: `Merged into ${survivor.name}; /details/${mergedSlug} now redirects to it.`,
    survivorSlug: survivor.slug,
    mergedSlug,
  });
});
