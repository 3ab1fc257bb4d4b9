import { withAdmin } from '@/lib/auth/with-admin';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async (_request, { admin }) =>
  Response.json({ authenticated: true, username: admin.username }),
);
