import 'server-only';
import { ApiError } from '@/lib/api/errors';

/** Login's cap: a username and a password fit many times over. */
export const LOGIN_BODY_MAX_BYTES = 4 * 1024;
/** An admin edit: one business, its 20,000-character description even if every character is escaped. */
export const ADMIN_JSON_MAX_BYTES = 256 * 1024;

const tooLarge = (maxBytes: number) =>
  new ApiError(413, `Request body too large: at most ${maxBytes.toLocaleString('en-GB')} bytes.`);

/** Reads the body as a stream and stops, cancelling it, as soon as it passes the cap. */
export async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/**
 * The JSON body of an admin request, at most `maxBytes`: 413 when Content-Length says more
 * (nothing is read) or the stream passes the cap, 400 with `invalidMessage` when it is not
 * JSON (UTF-8). Used by login and every admin route that takes JSON.
 */
export async function readJsonBody(
  request: Request,
  { maxBytes, invalidMessage }: { maxBytes: number; invalidMessage: string },
): Promise<unknown> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) throw new ApiError(400, invalidMessage);
  const bytes = await readCapped(request.body, maxBytes);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ApiError(400, invalidMessage);
  }
}
