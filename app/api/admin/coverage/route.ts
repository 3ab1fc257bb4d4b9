import { z } from 'zod';
import { withAdmin } from '@/lib/auth/with-admin';
import { getCoverage } from '@/lib/quality/coverage';

export const dynamic = 'force-dynamic';

const querySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  town: z.string().trim().max(100).default(''),
});

/** Coverage per town × category group, with the totals and the stale count. */
export const GET = withAdmin(async (request) => {
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return Response.json(await getCoverage(query));
});
