import { withAdmin } from '@/lib/auth/with-admin';
import { ADMIN_JSON_MAX_BYTES, readJsonBody } from '@/lib/auth/read-json-body';
import { toBusinessDto } from '@/lib/data/business-dto';
import { acceptReport } from '@/lib/reports/admin';

export const dynamic = 'force-dynamic';

export const POST = withAdmin(async (request) => {
  const body = await readJsonBody(request, {
    maxBytes: ADMIN_JSON_MAX_BYTES,
    invalidMessage: 'Request body must be a JSON object: { reportId, changes? }.',
  });
  const business = await acceptReport(body);
  return Response.json({ message: 'Report accepted', business: toBusinessDto(business) });
});
