import { withAdmin } from '@/lib/auth/with-admin';
import { ADMIN_JSON_MAX_BYTES, readJsonBody } from '@/lib/auth/read-json-body';
import { deleteBusiness, updateBusiness } from '@/lib/admin/business-writes';
import { toBusinessDto } from '@/lib/data/business-dto';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const PATCH = withAdmin<Params>(async (request, { params }) => {
  const { id } = await params;
  const body = await readJsonBody(request, {
    maxBytes: ADMIN_JSON_MAX_BYTES,
    invalidMessage: 'Request body must be a JSON object of the fields to change.',
  });
  const updated = await updateBusiness(id, body);
  return Response.json({ message: 'Business updated', business: toBusinessDto(updated) });
});

export const DELETE = withAdmin<Params>(async (_request, { params }) => {
  const { id } = await params;
  await deleteBusiness(id);
  return Response.json({ message: 'Business deleted' });
});
