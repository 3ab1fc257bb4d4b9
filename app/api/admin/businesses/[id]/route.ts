import { ApiError } from '@/lib/api/errors';
import { withAdmin } from '@/lib/auth/with-admin';
import { deleteBusiness, updateBusiness } from '@/lib/data/admin/business-writes';
import { toBusinessDto } from '@/lib/data/business-dto';

export const dynamic = 'force-dynamic';

type Params = { id: string };

async function jsonBody(request: Request) {
  try {
    return await request.json();
  } catch {
    throw new ApiError(400, 'Request body must be a JSON object of the fields to change.');
  }
}

export const PATCH = withAdmin<Params>(async (request, { params }) => {
  const { id } = await params;
  const updated = await updateBusiness(id, await jsonBody(request));
  return Response.json({ message: 'Business updated', business: toBusinessDto(updated) });
});

export const DELETE = withAdmin<Params>(async (_request, { params }) => {
  const { id } = await params;
  await deleteBusiness(id);
  return Response.json({ message: 'Business deleted' });
});
