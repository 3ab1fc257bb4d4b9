import { revokeSession, sessionClearCookie } from '@/lib/auth/session';
import { withAdmin } from '@/lib/auth/with-admin';

export const dynamic = 'force-dynamic';

export const POST = withAdmin(async (request) => {
  await revokeSession(request);
  return Response.json(
    { message: 'Logged out' },
    { headers: { 'Set-Cookie': sessionClearCookie(), 'Cache-Control': 'no-store' } },
  );
});
