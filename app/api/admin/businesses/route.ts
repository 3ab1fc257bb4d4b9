import { withAdmin } from '@/lib/auth/with-admin';
import { adminListQuerySchema, listAdminBusinesses } from '@/lib/data/admin/businesses';

export const dynamic = 'force-dynamic';

/** The admin table: 50 a page, newest first, `?page=&q=`. */
export const GET = withAdmin(async (request) => {
  const { searchParams } = new URL(request.url);
  const query = adminListQuerySchema.parse(Object.fromEntries(searchParams));
  return Response.json(await listAdminBusinesses(query), {
    headers: { 'Cache-Control': 'no-store' },
  });
});
