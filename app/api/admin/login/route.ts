import { apiRoute } from '@/lib/api/errors';
import { login } from '@/lib/auth/login';

export const dynamic = 'force-dynamic';

export const POST = apiRoute(login);
