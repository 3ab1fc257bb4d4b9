import { withAdmin } from '@/lib/auth/with-admin';
import { putPart } from '@/lib/import/chunked-upload';

export const dynamic = 'force-dynamic';

/** One part's bytes as the request body (application/octet-stream); sending it again replaces it. */
export const PUT = withAdmin<{ id: string; index: string }>(async (request, { params }) => {
  const { id, index } = await params;
  return Response.json(await putPart(id, index, request));
});
