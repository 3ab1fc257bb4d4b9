import 'server-only';
import { after } from 'next/server';
import { ApiError } from '@/lib/errors';
import { CACHE_TAGS, expireTags } from '@/lib/cache/data-cache';
import { drainIndexNowQuietly, sendIndexNowAfterResponse } from '@/lib/indexnow/outbox';
import { CountryQuestion, type CountryCheck } from './country-check';
import type { ImportFields } from './fields';
import { importLimits } from './limits';
import {
  prepareImport,
  type ImportProgress,
  type ImportResult,
  type PreparedImport,
} from './run-import';
import { receiveUpload } from './upload';

export const NDJSON = 'application/x-ndjson';

/** One JSON object per line; the protocol is in docs/import-export.md. */
export type ImportEvent =
  | ({ type: 'progress' } & ImportProgress)
  | ({ type: 'result' } & ImportResult)
  | { type: 'confirm'; message: string; check: CountryCheck }
  | { type: 'error'; status: number; message: string };

function errorEvent(error: unknown): ImportEvent {
  if (error instanceof CountryQuestion)
    return { type: 'confirm', message: error.message, check: error.check };
  if (error instanceof ApiError)
    return { type: 'error', status: error.status, message: error.message };
  console.error('[import] failed', error);
  return {
    type: 'error',
    status: 500,
    message: 'The import failed on our side; nothing was imported.',
  };
}

const refreshPages = () => expireTags([CACHE_TAGS.businesses]);

/** Revalidations after the handler returned apply only from `after()`; outside a request there is nothing to defer to. */
function refreshPagesWhen(committed: Promise<boolean>) {
  const task = async () => {
    if (!(await committed)) return;
    await refreshPages();
    await drainIndexNowQuietly();
  };
  try {
    after(task);
  } catch {
    void task();
  }
}

function streamImport(
  prepared: PreparedImport,
  cleanup: (keepParts?: boolean) => Promise<void>,
  { duplicates, otherCountries }: ImportFields,
): Response {
  const encoder = new TextEncoder();
  const aborter = new AbortController();
  let settle: (committed: boolean) => void = () => {};
  refreshPagesWhen(new Promise<boolean>((resolve) => (settle = resolve)));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: ImportEvent) => {
        if (!aborter.signal.aborted)
          controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      };
      let asked = false;
      try {
        const result = await prepared.run({
          signal: aborter.signal,
          duplicates,
          otherCountries,
          onProgress: (progress) => send({ type: 'progress', ...progress }),
        });
        settle(true);
        send({ type: 'result', ...result });
      } catch (error) {
        asked = error instanceof CountryQuestion;
        if (!aborter.signal.aborted) send(errorEvent(error));
      } finally {
        settle(false);
        // Parts sent for a file that is waiting for the admin's yes stay for the second try.
        await cleanup(asked);
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

/** POST /api/admin/import: one transaction; JSON, or NDJSON progress when asked. */
export async function handleImport(request: Request): Promise<Response> {
  const upload = await receiveUpload(request, importLimits().maxBytes);
  let prepared: PreparedImport;
  try {
    prepared = await prepareImport(upload);
  } catch (error) {
    await upload.cleanup();
    throw error;
  }
  const { fields } = upload;
  if (request.headers.get('accept')?.includes(NDJSON))
    return streamImport(prepared, upload.cleanup, fields);
  let asked = false;
  try {
    const result = await prepared.run({ signal: request.signal, ...fields });
    await refreshPages();
    sendIndexNowAfterResponse();
    return Response.json(result);
  } catch (error) {
    if (!(error instanceof CountryQuestion)) throw error;
    asked = true;
    return Response.json(
      { error: { message: error.message }, check: error.check },
      { status: 409, headers: { 'Cache-Control': 'no-store' } },
    );
  } finally {
    await upload.cleanup(asked);
  }
}
