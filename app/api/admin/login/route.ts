import { apiRoute } from '@/lib/api/errors';
import { login } from '@/lib/auth/login';
import { privateNoStore } from '@/lib/auth/with-admin';

export const dynamic = 'force-dynamic';

const handle = apiRoute(login);

export const POST = async (request: Request, context: unknown) =>
  privateNoStore(await handle(request, context));
