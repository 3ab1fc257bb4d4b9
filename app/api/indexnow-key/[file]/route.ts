import { env } from '@/lib/env';
import { requestedKey } from '@/lib/indexnow/protocol';

// next.config.ts rewrites /{key}.txt here: IndexNow checks that the key file holds the key.
export const dynamic = 'force-dynamic';

type Params = { file: string };

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const key = requestedKey((await params).file);
  const found = env.INDEXNOW_KEY !== undefined && key === env.INDEXNOW_KEY;
  return new Response(found ? key : 'Not found', {
    status: found ? 200 : 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': found ? 'public, max-age=3600' : 'no-store',
    },
  });
}
