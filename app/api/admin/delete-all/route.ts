import { withAdmin } from '@/lib/auth/with-admin';
import { deleteAllData } from '@/lib/admin/business-writes';

export const dynamic = 'force-dynamic';

export const DELETE = withAdmin(async () => {
  const { businesses, imports } = await deleteAllData();
  return Response.json({
    message: `Deleted ${businesses} businesses and ${imports} import records`,
  });
});
