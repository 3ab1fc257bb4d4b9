import { publicJson } from '@/lib/api/cache-headers';
import { apiRoute } from '@/lib/api/errors';
import { getCategorySummaries } from '@/lib/data/summaries';

export const dynamic = 'force-dynamic';

/** Specific categories, most businesses first (each with its URL slug and group). */
export const GET = apiRoute(async () => publicJson(await getCategorySummaries()));
