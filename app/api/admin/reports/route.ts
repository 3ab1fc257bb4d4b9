import { z } from 'zod';
import { withAdmin } from '@/lib/auth/with-admin';
import { listReports } from '@/lib/reports/admin';

export const dynamic = 'force-dynamic';

const querySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** Listings with pending reports, longest waiting first, 20 a page. */
export const GET = withAdmin(async (request) => {
  const { page } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return Response.json(await listReports(page));
});
