import { publicJson } from '@/lib/api/cache-headers';
import { apiRoute } from '@/lib/api/errors';
import { getStatistics } from '@/lib/data/summaries';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async () => publicJson(await getStatistics()));
