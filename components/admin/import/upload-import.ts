import { z } from 'zod';
import { ADMIN_REQUEST_HEADERS } from '@/lib/auth/admin-request-header';
import { formatCount } from '@/lib/format';

const statsSchema = z.object({
  imported: z.number(),
  duplicatesSkipped: z.number(),
  totalErrors: z.number(),
  updated: z.number().default(0),
});
const rowErrorSchema = z.object({
  row: z.number(),
  column: z.string().nullish(),
  message: z.string(),
});
const resultSchema = z.object({
  message: z.string(),
  stats: statsSchema,
  errors: z.array(rowErrorSchema).default([]),
  warnings: z.array(rowErrorSchema).default([]),
  totalWarnings: z.number().default(0),
});
const eventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), rowsProcessed: z.number() }),
  resultSchema.extend({ type: z.literal('result') }),
  z.object({ type: z.literal('error'), status: z.number(), message: z.string() }),
]);
const errorBodySchema = z.object({ error: z.object({ message: z.string() }) });

export type ImportOutcome = z.infer<typeof resultSchema>;
/** The form's choice for businesses already in the directory (the `duplicates` field). */
export type DuplicateChoice = 'skip' | 'update';

/** One line for the toast and the file's status: what the import did. */
export function statsSummary({ stats, totalWarnings }: ImportOutcome) {
  const { imported, updated, duplicatesSkipped, totalErrors } = stats;
  const count = formatCount;
  return [
    `${count(imported)} imported`,
    ...(updated > 0 ? [`${count(updated)} updated`] : []),
    `${count(duplicatesSkipped)} duplicates skipped`,
    `${count(totalErrors)} errors`,
    ...(totalWarnings > 0 ? [`${count(totalWarnings)} imported with warnings`] : []),
  ].join(', ');
}
export type ImportRowError = z.infer<typeof rowErrorSchema>;
export type ImportProgress =
  { phase: 'upload'; loaded: number; total: number } | { phase: 'rows'; rowsProcessed: number };

/** A failure the admin should read: the server's message, or null when it sent none. */
export class ImportFailure extends Error {
  constructor(
    message: string,
    readonly kind: 'server' | 'network',
  ) {
    super(message);
  }
}

const NDJSON = 'application/x-ndjson';

/**
 * Uploads one spreadsheet to POST /api/admin/import with XMLHttpRequest: upload progress
 * from `upload.onprogress`, then the rows phase from the NDJSON lines the server streams
 * (read from `responseText` as it grows). Resolves with the result; rejects with ImportFailure.
 */
export function uploadImport(
  file: File,
  duplicates: DuplicateChoice,
  onProgress: (progress: ImportProgress) => void,
) {
  return new Promise<ImportOutcome>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let consumed = 0;
    let settled = false;
    const finish = (outcome: ImportOutcome | ImportFailure) => {
      if (settled) return;
      settled = true;
      if (outcome instanceof ImportFailure) reject(outcome);
      else resolve(outcome);
    };

    const handleLine = (line: string) => {
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        return;
      }
      const event = eventSchema.safeParse(json);
      if (!event.success) return;
      if (event.data.type === 'progress')
        onProgress({ phase: 'rows', rowsProcessed: event.data.rowsProcessed });
      else if (event.data.type === 'result') finish(event.data);
      else finish(new ImportFailure(event.data.message, 'server'));
    };

    // Complete lines only while streaming; the last line may still be arriving.
    const readLines = (final: boolean) => {
      const text = xhr.responseText;
      let end: number;
      while ((end = text.indexOf('\n', consumed)) !== -1) {
        handleLine(text.slice(consumed, end).trim());
        consumed = end + 1;
      }
      if (final && consumed < text.length) handleLine(text.slice(consumed).trim());
    };
    const streaming = () => xhr.getResponseHeader('content-type')?.includes(NDJSON) ?? false;

    xhr.upload.onprogress = (event) => {
      onProgress({
        phase: 'upload',
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : file.size,
      });
    };
    xhr.upload.onload = () => onProgress({ phase: 'rows', rowsProcessed: 0 });
    xhr.onprogress = () => {
      if (streaming()) readLines(false);
    };
    xhr.onload = () => {
      if (streaming()) {
        readLines(true);
        finish(new ImportFailure('The import ended without a result.', 'server'));
        return;
      }
      // Plain JSON: an error found before streaming began (auth, size, file type, header).
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: no server message to show.
      }
      const result = resultSchema.safeParse(body);
      if (xhr.status < 300 && result.success) return finish(result.data);
      const error = errorBodySchema.safeParse(body);
      finish(new ImportFailure(error.success ? error.data.error.message : '', 'server'));
    };
    xhr.onerror = () => finish(new ImportFailure('', 'network'));
    xhr.onabort = () => finish(new ImportFailure('The upload was cancelled.', 'network'));

    const form = new FormData();
    form.append('duplicates', duplicates);
    form.append('excelFile', file);
    xhr.open('POST', '/api/admin/import');
    xhr.setRequestHeader('Accept', NDJSON);
    for (const [name, value] of Object.entries(ADMIN_REQUEST_HEADERS))
      xhr.setRequestHeader(name, value);
    xhr.send(form);
  });
}
