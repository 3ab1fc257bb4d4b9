import 'server-only';
import { revalidateTag } from 'next/cache';
import { ApiError, toErrorResponse } from '@/lib/api/errors';
import { CACHE_TAGS } from '@/lib/data/cache';
import { importLimits } from './limits';
import { prepareImport, type ImportResult, type PreparedImport } from './run-import';
import { receiveUpload } from './upload';

export const NDJSON = 'application/x-ndjson';

/**
 * The NDJSON progress protocol (`Accept: application/x-ndjson`), one JSON object per line:
 * `{"type":"progress","rowsProcessed":N}` while rows are read, then exactly one of
 * `{"type":"result","message",…,"stats","errors"}` or `{"type":"error","status","message"}`.
 * Failures found before the first line (size, file type, header) are plain HTTP errors.
 */
export type ImportEvent =
  | { type: 'progress'; rowsProcessed: number }
  | ({ type: 'result' } & ImportResult)
  | { type: 'error'; status: number; message: string };

function errorEvent(error: unknown): ImportEvent {
  if (error instanceof ApiError)
    return { type: 'error', status: error.status, message: error.message };
  console.error('[import] failed', error);
  return {
    type: 'error',
    status: 500,
    message: 'The import failed on our side; nothing was imported.',
  };
}

function refreshPages(result: ImportResult) {
  revalidateTag(CACHE_TAGS.businesses, { expire: 0 });
  return result;
}

function streamImport(prepared: PreparedImport, cleanup: () => Promise<void>): Response {
  const encoder = new TextEncoder();
  const aborter = new AbortController();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: ImportEvent) => {
        if (!aborter.signal.aborted)
          controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      };
      try {
        const result = await prepared.run({
          signal: aborter.signal,
          onProgress: (rowsProcessed) => send({ type: 'progress', rowsProcessed }),
        });
        send({ type: 'result', ...refreshPages(result) });
      } catch (error) {
        if (!aborter.signal.aborted) send(errorEvent(error));
      } finally {
        await cleanup();
        if (!aborter.signal.aborted) controller.close();
      }
    },
    // The admin closed the page or cancelled: the transaction rolls back.
    cancel() {
      aborter.abort();
    },
  });
  return new Response(body, {
    headers: { 'Content-Type': `${NDJSON}; charset=utf-8`, 'Cache-Control': 'no-store' },
  });
}

/**
 * POST /api/admin/import: receives the upload, checks the file, imports it in one
 * transaction and answers with JSON, or streams NDJSON progress when asked to.
 */
export async function handleImport(request: Request): Promise<Response> {
  const upload = await receiveUpload(request, importLimits().maxBytes);
  let prepared: PreparedImport;
  try {
    prepared = await prepareImport(upload);
  } catch (error) {
    await upload.cleanup();
    return toErrorResponse(error);
  }
  if (request.headers.get('accept')?.includes(NDJSON))
    return streamImport(prepared, upload.cleanup);
  try {
    const result = await prepared.run({ signal: request.signal });
    return Response.json(refreshPages(result));
  } finally {
    await upload.cleanup();
  }
}
