import { withAdmin } from '@/lib/auth/with-admin';
import { ADMIN_JSON_MAX_BYTES, readJsonBody } from '@/lib/auth/read-json-body';
import { dismissAllFromAddress } from '@/lib/reports/admin';

export const dynamic = 'force-dynamic';

/** Dismisses every pending report sent from the address of the given one. */
export const POST = withAdmin(async (request) => {
  const body = await readJsonBody(request, {
    maxBytes: ADMIN_JSON_MAX_BYTES,
    invalidMessage: 'Request body must be a JSON object: { reportId }.',
  });
  const dismissed = await dismissAllFromAddress(body);
  return Response.json({ message: `${dismissed} reports dismissed`, dismissed });
});
