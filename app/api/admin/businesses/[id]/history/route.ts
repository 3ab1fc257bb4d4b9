import { withAdmin } from '@/lib/auth/with-admin';
import { getBusinessHistory } from '@/lib/data/business-history';

export const dynamic = 'force-dynamic';

type Params = { id: string };

/** Every change recorded for a business, newest first (kept after a delete). */
export const GET = withAdmin<Params>(async (_request, { params }) => {
  const { id } = await params;
  return Response.json({ history: await getBusinessHistory(id) });
});
