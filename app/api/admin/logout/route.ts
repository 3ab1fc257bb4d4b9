import { revokeSession, sessionClearCookies } from '@/lib/auth/session';
import { withAdmin } from '@/lib/auth/with-admin';

export const dynamic = 'force-dynamic';

export const POST = withAdmin(async (request) => {
  await revokeSession(request);
  const headers = new Headers();
  for (const cookie of sessionClearCookies()) headers.append('Set-Cookie', cookie);
  return Response.json({ message: 'Logged out' }, { headers });
});
