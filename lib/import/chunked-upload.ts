import 'server-only';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { z } from 'zod';
import { ApiError, notFound } from '@/lib/api/errors';
import { readCapped } from '@/lib/auth/read-json-body';
import { db } from '@/lib/db';
import { formatBytes, importLimits } from './limits';
import { UPLOAD_PART_BYTES, partCount, partLength } from './upload-parts';
import type { AssembledFile } from './upload';

// An upload nobody finished is dropped after a day, when the next one starts.
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'Upload not found: start it again.';

export const createUploadSchema = z.strictObject({
  fileName: z.string().trim().min(1).max(255),
  size: z.number().int().positive(),
});

async function findUpload(id: string) {
  const upload = UUID.test(id) ? await db.importUpload.findUnique({ where: { id } }) : null;
  if (!upload) throw notFound(NOT_FOUND);
  return { ...upload, size: Number(upload.size) };
}

/** Starts a parted upload; the file's declared size is held to the import limit now. */
export async function createUpload(input: unknown) {
  const { fileName, size } = createUploadSchema.parse(input);
  const { maxBytes } = importLimits();
  if (size > maxBytes)
    throw new ApiError(413, `The file is larger than the ${formatBytes(maxBytes)} import limit.`);
  await db.importUpload.deleteMany({
    where: { createdAt: { lt: new Date(Date.now() - ABANDONED_AFTER_MS) } },
  });
  const upload = await db.importUpload.create({
    data: { fileName: path.basename(fileName), size, partSize: UPLOAD_PART_BYTES },
  });
  return { uploadId: upload.id, partSize: UPLOAD_PART_BYTES, partCount: partCount(size) };
}

/** Which parts have arrived, so a browser can resume after a failure. */
export async function uploadStatus(id: string) {
  const upload = await findUpload(id);
  const parts = await db.importUploadPart.findMany({
    where: { uploadId: id },
    select: { index: true },
    orderBy: { index: 'asc' },
  });
  return {
    uploadId: id,
    partCount: partCount(upload.size, upload.partSize),
    received: parts.map((part) => part.index),
  };
}

/** Stores one part (sending a part again replaces it). Its size must be the expected one. */
export async function putPart(id: string, indexText: string, request: Request) {
  const upload = await findUpload(id);
  const count = partCount(upload.size, upload.partSize);
  const index = /^\d{1,6}$/.test(indexText) ? Number(indexText) : -1;
  if (index < 0 || index >= count)
    throw new ApiError(400, `Part index must be 0 to ${count - 1} for this upload.`);
  const expected = partLength(upload.size, index, upload.partSize);
  const declared = Number(request.headers.get('content-length'));
  if (declared > upload.partSize || !request.body) {
    throw new ApiError(
      declared > upload.partSize ? 413 : 400,
      `Send each part as the request body, at most ${formatBytes(upload.partSize)}.`,
    );
  }
  const data = await readCapped(request.body, upload.partSize);
  if (data.length !== expected)
    throw new ApiError(400, `Part ${index} must be ${expected} bytes; ${data.length} arrived.`);
  await db.importUploadPart.upsert({
    where: { uploadId_index: { uploadId: id, index } },
    create: { uploadId: id, index, data },
    update: { data },
  });
  return { uploadId: id, index, received: data.length };
}

/**
 * The parts joined into a temporary file, one part in memory at a time, for the import to
 * read as if it had been uploaded whole. `cleanup` removes the file and the stored parts.
 */
export async function assembleUpload(id: string): Promise<AssembledFile> {
  const upload = await findUpload(id);
  const count = partCount(upload.size, upload.partSize);
  const received = await db.importUploadPart.count({ where: { uploadId: id } });
  if (received !== count)
    throw new ApiError(400, `The upload is incomplete: ${received} of ${count} parts arrived.`);
  const dir = await mkdtemp(path.join(tmpdir(), 'business-import-'));
  const target = path.join(dir, 'upload');
  const cleanup = async () => {
    await rm(dir, { recursive: true, force: true });
    await db.importUpload.deleteMany({ where: { id } });
  };
  const output = createWriteStream(target);
  try {
    for (let index = 0; index < count; index++) {
      const part = await db.importUploadPart.findUniqueOrThrow({
        where: { uploadId_index: { uploadId: id, index } },
        select: { data: true },
      });
      if (!output.write(part.data)) await once(output, 'drain');
    }
    output.end();
    await once(output, 'finish');
  } catch (error) {
    output.destroy();
    await cleanup();
    throw error;
  }
  return { path: target, fileName: upload.fileName, cleanup };
}
