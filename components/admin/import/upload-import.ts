import { z } from 'zod';
import { ADMIN_REQUEST_HEADERS } from '@/lib/auth/admin-request-header';
import { formatCount } from '@/lib/format';
import { UPLOAD_PART_BYTES } from '@/lib/import/upload-parts';
import { adminWrite } from '../admin-fetch';

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
  importId: z.string().optional(),
  stats: statsSchema,
  errors: z.array(rowErrorSchema).default([]),
  warnings: z.array(rowErrorSchema).default([]),
  totalWarnings: z.number().default(0),
});
const countryCheckSchema = z.object({
  directoryCountry: z.string(),
  rowsChecked: z.number(),
  wholeFile: z.boolean(),
  inCountry: z.number(),
  outside: z.number(),
  noCountry: z.number(),
  otherCountries: z.array(z.object({ country: z.string(), rows: z.number() })),
});
const questionSchema = z.object({ message: z.string(), check: countryCheckSchema });
const eventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    stage: z.enum(['reading', 'saving']).default('reading'),
    rowsProcessed: z.number(),
    fraction: z.number().nullable().default(null),
  }),
  resultSchema.extend({ type: z.literal('result') }),
  questionSchema.extend({ type: z.literal('confirm') }),
  z.object({ type: z.literal('error'), status: z.number(), message: z.string() }),
]);
const errorBodySchema = z.object({ error: z.object({ message: z.string() }) });

export type ImportOutcome = z.infer<typeof resultSchema>;
/** Stopped before writing (rows mostly abroad): resend with `otherCountries: 'import'`. */
export type CountryQuestion = z.infer<typeof questionSchema> & { uploadId?: string };
/** The form's choice for businesses already in the directory (the `duplicates` field). */
export type DuplicateChoice = 'skip' | 'update';
export type ImportChoices = {
  duplicates: DuplicateChoice;
  otherCountries: 'ask' | 'import';
  /** Parts already sent for this file (after a country question). */
  uploadId?: string;
};

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
  | { phase: 'upload'; loaded: number; total: number }
  | {
      phase: 'rows';
      stage: 'reading' | 'saving';
      rowsProcessed: number;
      /** How much of the file the server has read, when it can tell. */
      fraction: number | null;
    };
const ROWS_START: ImportProgress = {
  phase: 'rows',
  stage: 'reading',
  rowsProcessed: 0,
  fraction: null,
};

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

type OnProgress = (progress: ImportProgress) => void;

const uploadStartSchema = z.object({
  uploadId: z.string(),
  partSize: z.number().int().positive(),
  partCount: z.number().int().positive(),
});
const uploadStatusSchema = z.object({ received: z.array(z.number()) });

async function failureOf(response: Response) {
  const error = errorBodySchema.safeParse(await response.json().catch(() => null));
  return new ImportFailure(error.success ? error.data.error.message : '', 'server');
}

const PART_ATTEMPTS = 4;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One part, retried with growing pauses; the server is asked first whether it arrived. */
async function sendPart(uploadId: string, index: number, part: Blob) {
  const base = `/api/admin/import/uploads/${uploadId}`;
  for (let attempt = 1; ; attempt++) {
    let failure: ImportFailure;
    try {
      const response = await adminWrite(`${base}/parts/${index}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: part,
      });
      if (response.ok) return;
      failure = await failureOf(response);
      // A refusal (bad size, session gone) will not change by sending again.
      if (response.status < 500 && response.status !== 408 && response.status !== 429)
        throw failure;
    } catch (error) {
      if (error instanceof ImportFailure) throw error;
      failure = new ImportFailure('', 'network');
    }
    if (attempt >= PART_ATTEMPTS) throw failure;
    await wait(500 * 2 ** (attempt - 1));
    const status = await fetch(base).then(
      (response) => response.json(),
      () => null,
    );
    if (uploadStatusSchema.safeParse(status).data?.received.includes(index)) return;
  }
}

/** Parts, each under a serverless host's body cap (lib/import/upload-parts.ts). */
async function uploadInParts(file: File, onProgress: OnProgress) {
  const response = await adminWrite('/api/admin/import/uploads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fileName: file.name, size: file.size }),
  }).catch(() => {
    throw new ImportFailure('', 'network');
  });
  if (!response.ok) throw await failureOf(response);
  const { uploadId, partSize, partCount } = uploadStartSchema.parse(await response.json());
  let loaded = 0;
  onProgress({ phase: 'upload', loaded, total: file.size });
  for (let index = 0; index < partCount; index++) {
    const part = file.slice(index * partSize, (index + 1) * partSize);
    await sendPart(uploadId, index, part);
    loaded += part.size;
    onProgress({ phase: 'upload', loaded, total: file.size });
  }
  return uploadId;
}

/** One request when the file fits in one part, else the parts first and a request naming them. */
export async function uploadImport(
  file: File,
  { duplicates, otherCountries, uploadId }: ImportChoices,
  onProgress: OnProgress,
): Promise<ImportOutcome | CountryQuestion> {
  const form = new FormData();
  form.append('duplicates', duplicates);
  form.append('otherCountries', otherCountries);
  if (!uploadId && file.size <= UPLOAD_PART_BYTES) {
    form.append('excelFile', file);
    return sendImport(form, file.size, onProgress);
  }
  const id = uploadId ?? (await uploadInParts(file, onProgress));
  form.append('uploadId', id);
  onProgress(ROWS_START);
  const answer = await sendImport(form, null, onProgress);
  return 'check' in answer ? { ...answer, uploadId: id } : answer;
}

/** XMLHttpRequest for upload progress, then the NDJSON rows phase as `responseText` grows. */
function sendImport(form: FormData, size: number | null, onProgress: OnProgress) {
  return new Promise<ImportOutcome | CountryQuestion>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let consumed = 0;
    let settled = false;
    const finish = (outcome: ImportOutcome | CountryQuestion | ImportFailure) => {
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
      const { data } = event;
      if (data.type === 'progress')
        onProgress({
          phase: 'rows',
          stage: data.stage,
          rowsProcessed: data.rowsProcessed,
          fraction: data.fraction,
        });
      else if (data.type === 'result') finish(data);
      else if (data.type === 'confirm') finish({ message: data.message, check: data.check });
      else finish(new ImportFailure(data.message, 'server'));
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

    if (size !== null) {
      xhr.upload.onprogress = (event) => {
        onProgress({
          phase: 'upload',
          loaded: event.loaded,
          total: event.lengthComputable ? event.total : size,
        });
      };
      xhr.upload.onload = () => onProgress(ROWS_START);
    }
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
      const question = questionSchema.safeParse(body);
      if (xhr.status === 409 && question.success) return finish(question.data);
      const error = errorBodySchema.safeParse(body);
      finish(new ImportFailure(error.success ? error.data.error.message : '', 'server'));
    };
    xhr.onerror = () => finish(new ImportFailure('', 'network'));
    xhr.onabort = () => finish(new ImportFailure('The upload was cancelled.', 'network'));

    xhr.open('POST', '/api/admin/import');
    xhr.setRequestHeader('Accept', NDJSON);
    for (const [name, value] of Object.entries(ADMIN_REQUEST_HEADERS))
      xhr.setRequestHeader(name, value);
    xhr.send(form);
  });
}
