import { withAdmin } from '@/lib/auth/with-admin';
import { GAP_MIN_BUSINESSES, listCoverageGaps } from '@/lib/quality/coverage';
import { gapsCsv } from '@/lib/quality/coverage-csv';

export const dynamic = 'force-dynamic';

/** The coverage gaps as a CSV of scraper queries ("plumber, Leeds, UK"). */
export const GET = withAdmin(async () => {
  const csv = gapsCsv(await listCoverageGaps(), GAP_MIN_BUSINESSES);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="coverage-gaps.csv"',
    },
  });
});
