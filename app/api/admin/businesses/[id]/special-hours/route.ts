import { withAdmin } from '@/lib/auth/with-admin';
import { ADMIN_JSON_MAX_BYTES, readJsonBody } from '@/lib/auth/read-json-body';
import {
  readUpcomingSpecialHours,
  replaceSpecialHours,
} from '@/lib/admin/special-hours-writes';

export const dynamic = 'force-dynamic';

type Params = { id: string };

/** The business's current and upcoming special hours, earliest first. */
export const GET = withAdmin<Params>(async (_request, { params }) => {
  const { id } = await params;
  return Response.json(await readUpcomingSpecialHours(id));
});

/** Replaces the upcoming list: `{ entries: [{ firstDate, lastDate, closed, hours, label }] }`. */
export const PUT = withAdmin<Params>(async (request, { params }) => {
  const { id } = await params;
  const body = await readJsonBody(request, {
    maxBytes: ADMIN_JSON_MAX_BYTES,
    invalidMessage: 'Request body must be a JSON object: { "entries": [...] }.',
  });
  const { changed, entries } = await replaceSpecialHours(id, body);
  return Response.json({
    message: changed ? 'Special hours saved' : 'Special hours unchanged',
    entries,
  });
});
