import { withAdmin } from '@/lib/auth/with-admin';
import { ADMIN_JSON_MAX_BYTES, readJsonBody } from '@/lib/auth/read-json-body';
import { dismissDuplicate } from '@/lib/quality/duplicates';

export const dynamic = 'force-dynamic';

export const POST = withAdmin(async (request) => {
  const body = await readJsonBody(request, {
    maxBytes: ADMIN_JSON_MAX_BYTES,
    invalidMessage: 'Request body must be a JSON object: { businessA, businessB }.',
  });
  await dismissDuplicate(body);
  return Response.json({ message: 'Not a duplicate: this pair will not be suggested again.' });
});
