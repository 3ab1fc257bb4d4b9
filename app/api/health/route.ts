import { db } from '@/lib/db';

export const dynamic = 'force-dynamic';

/** Deploy check: the app answers and can reach its database. */
export async function GET() {
  try {
    await db.$queryRaw`SELECT 1`;
    return Response.json({ ok: true, database: 'up' });
  } catch (error) {
    console.error('[health] database check failed', error);
    return Response.json({ ok: false, database: 'down' }, { status: 503 });
  }
}
