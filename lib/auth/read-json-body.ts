import 'server-only';
import { ApiError } from '@/lib/errors';

export const LOGIN_BODY_MAX_BYTES = 4 * 1024;
// Fits one business's longest description even if every character is escaped.
export const ADMIN_JSON_MAX_BYTES = 256 * 1024;

const tooLarge = (maxBytes: number) =>
  new ApiError(413, `Request body too large: at most ${maxBytes.toLocaleString('en-GB')} bytes.`);

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

/** 413 past the cap (by Content-Length or while streaming), 400 when not JSON. */
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
