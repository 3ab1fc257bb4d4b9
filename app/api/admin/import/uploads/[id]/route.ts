import { withAdmin } from '@/lib/auth/with-admin';
import { uploadStatus } from '@/lib/import/chunked-upload';

export const dynamic = 'force-dynamic';

/** The parts received so far, for resuming: `{ uploadId, partCount, received: [index…] }`. */
export const GET = withAdmin<{ id: string }>(async (_request, { params }) => {
  const { id } = await params;
  return Response.json(await uploadStatus(id));
});
