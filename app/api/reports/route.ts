import { handleReport } from '@/lib/reports/respond';

export const dynamic = 'force-dynamic';

/** POST /api/reports: a visitor's report about a listing (form fields in lib/reports/fields.ts). */
export const POST = handleReport;
