import { databaseStates, db } from '@/lib/db';

export const dynamic = 'force-dynamic';

/**
 * Deploy check: the app answers and can reach its primary (else 503). Replicas are reported,
 * not required: without them public reads go to the primary.
 */
export async function GET() {
  let database: 'up' | 'down' = 'up';
  try {
    await db.$queryRaw`SELECT 1`;
  } catch (error) {
    console.error('[health] database check failed', error);
    database = 'down';
  }
  const replicas = database === 'up' ? await databaseStates() : [];
  return Response.json(
    { ok: database === 'up', database, replicas },
    { status: database === 'up' ? 200 : 503 },
  );
}
