import { withAdmin } from '@/lib/auth/with-admin';
import { handleExport } from '@/lib/export/respond';

export const dynamic = 'force-dynamic';
export const maxDuration = 300;

/** `?country=` (optional; 'all' means every country): an .xlsx download in the import layout. */
export const GET = withAdmin((request) => handleExport(request));
