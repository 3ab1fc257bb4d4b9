import 'server-only';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { ApiError } from '@/lib/errors';
import { assembleUpload } from './chunked-upload';
import { readImportFields, type ImportFields } from './fields';
import { formatBytes } from './limits';
import type { UploadedFile } from './run-import';

export const UPLOAD_FIELD = 'excelFile';
export const UPLOAD_ID_FIELD = 'uploadId';

export type AssembledFile = UploadedFile & { cleanup: (keepParts?: boolean) => Promise<void> };
export type ReceivedUpload = AssembledFile & { fields: ImportFields };

const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = (maxBytes: number) =>
  new ApiError(413, `The file is larger than the ${formatBytes(maxBytes)} import limit.`);

/** Streams to a temporary file (never into memory), with 413 past `maxBytes`; or joins an upload's parts. */
export async function receiveUpload(request: Request, maxBytes: number): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) {
    throw new ApiError(
      400,
      `Send the spreadsheet as multipart/form-data in the field "${UPLOAD_FIELD}".`,
    );
  }
  const declared = Number(request.headers.get('content-length'));
  if (declared > maxBytes + MULTIPART_OVERHEAD) throw tooLarge(maxBytes);

  const dir = await mkdtemp(path.join(tmpdir(), 'business-import-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const target = path.join(dir, 'upload');
  const body = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  let output: WriteStream | undefined;
  const rawFields = Object.create(null) as Record<string, string>;
  try {
    const fileName = await new Promise<string | null>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: { 'content-type': contentType },
          limits: { files: 1, fileSize: maxBytes, fields: 20, parts: 40 },
        });
      } catch {
        return reject(new ApiError(400, 'The upload is not valid multipart/form-data.'));
      }
      let saving: Promise<string> | undefined;
      parser.on('field', (name, value) => (rawFields[name] = value));
      parser.on('file', (field, stream, info) => {
        if (field !== UPLOAD_FIELD || saving) return void stream.resume();
        stream.on('limit', () => reject(tooLarge(maxBytes)));
        output = createWriteStream(target);
        saving = pipeline(stream, output).then(() =>
          path.basename(info.filename || 'upload').slice(0, 255),
        );
        saving.catch(reject);
      });
      parser.on('error', () =>
        reject(new ApiError(400, 'The upload is not valid multipart/form-data.')),
      );
      parser.on('close', () => {
        if (!saving && rawFields[UPLOAD_ID_FIELD]) resolve(null);
        else if (!saving)
          reject(
            new ApiError(400, `No file received: send it in the form field "${UPLOAD_FIELD}".`),
          );
        else saving.then(resolve, reject);
      });
      body.on('error', reject);
      body.pipe(parser);
    });
    const fields = readImportFields(rawFields);
    if ('error' in fields) throw new ApiError(400, fields.error);
    if (fileName === null) {
      await cleanup();
      return { ...(await assembleUpload(rawFields[UPLOAD_ID_FIELD]!)), fields };
    }
    return { path: target, fileName, fields, cleanup };
  } catch (error) {
    body.destroy();
    // A refused upload stops mid-file: its write stream would stay open on the deleted file.
    if (output) {
      output.destroy();
      await finished(output).catch(() => {});
    }
    await cleanup();
    throw error;
  }
}
