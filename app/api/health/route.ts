import { databaseStates, db } from '@/lib/db';

export const dynamic = 'force-dynamic';

/** Deploy check: 503 unless the primary answers; replicas are reported, not required. */
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
