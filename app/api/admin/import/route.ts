import { withAdmin } from '@/lib/auth/with-admin';
import { handleImport } from '@/lib/import/respond';

export const dynamic = 'force-dynamic';
// Large workbooks take a while; serverless hosts otherwise cut the request short.
export const maxDuration = 300;

/** Multipart field `excelFile`; JSON result, or NDJSON progress with `Accept: application/x-ndjson`. */
export const POST = withAdmin((request) => handleImport(request));
