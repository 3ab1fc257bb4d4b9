import { ADMIN_JSON_MAX_BYTES, readJsonBody } from '@/lib/auth/read-json-body';
import { withAdmin } from '@/lib/auth/with-admin';
import { createUpload } from '@/lib/import/chunked-upload';

export const dynamic = 'force-dynamic';

/** Starts a spreadsheet upload in parts: `{ fileName, size }` -> `{ uploadId, partSize, partCount }`. */
export const POST = withAdmin(async (request) => {
  const body = await readJsonBody(request, {
    maxBytes: ADMIN_JSON_MAX_BYTES,
    invalidMessage: 'Request body must be JSON: { "fileName", "size" }.',
  });
  return Response.json(await createUpload(body), { status: 201 });
});
