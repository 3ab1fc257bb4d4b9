import 'server-only';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { z } from 'zod';
import { ApiError, notFound } from '@/lib/errors';
import { readCapped } from '@/lib/auth/read-json-body';
import { db } from '@/lib/db';
import { formatBytes, importLimits } from './limits';
import { UPLOAD_PART_BYTES, partCount, partLength } from './upload-parts';
import type { AssembledFile } from './upload';

export const ABANDONED_AFTER_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 5 * 60 * 1000;
export const MAX_OPEN_UPLOADS = 10;
export const STORED_BYTES_FACTOR = 2;
// Starts and part writes queue on this transaction lock, so parallel requests cannot pass the caps together.
const UPLOADS_LOCK = 'import-uploads';
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

export async function createUpload(input: unknown) {
  const { fileName, size } = createUploadSchema.parse(input);
  const { maxBytes } = importLimits();
  if (size > maxBytes)
    throw new ApiError(413, `The file is larger than the ${formatBytes(maxBytes)} import limit.`);
  const upload = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${UPLOADS_LOCK}, 0))`;
    if ((await tx.importUpload.count()) >= MAX_OPEN_UPLOADS) {
      throw new ApiError(
        429,
        `At most ${MAX_OPEN_UPLOADS} unfinished uploads at a time: finish or import one first; ` +
          'abandoned ones are removed an hour after they started.',
      );
    }
    return tx.importUpload.create({
      data: { fileName: path.basename(fileName), size, partSize: UPLOAD_PART_BYTES },
    });
  });
  return { uploadId: upload.id, partSize: UPLOAD_PART_BYTES, partCount: partCount(size) };
}

export async function sweepAbandonedUploads(now = Date.now()) {
  const { count } = await db.importUpload.deleteMany({
    where: { createdAt: { lt: new Date(now - ABANDONED_AFTER_MS) } },
  });
  return count;
}

/** Every instance runs its own sweeper; the timer keeps no process alive. */
export function startUploadSweeper(everyMs = SWEEP_EVERY_MS) {
  const sweep = () =>
    void sweepAbandonedUploads().catch((error: Error) =>
      console.warn(`[import] upload sweep failed: ${error.message}`),
    );
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

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
  const maxStored = STORED_BYTES_FACTOR * importLimits().maxBytes;
  await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${UPLOADS_LOCK}, 0))`;
      // octet_length reads a stored value's size from its header, not the bytes themselves.
      const [row] = await tx.$queryRaw<{ stored: bigint }[]>`
      SELECT coalesce(sum(octet_length(data)), 0)::bigint AS stored FROM import_upload_parts
      WHERE NOT (upload_id = ${id}::uuid AND index = ${index})`;
      if (Number(row?.stored ?? 0) + data.length > maxStored) {
        throw new ApiError(
          429,
          `Unfinished uploads may hold at most ${formatBytes(maxStored)} in all: finish or import ` +
            'one first; abandoned ones are removed an hour after they started.',
        );
      }
      await tx.importUploadPart.upsert({
        where: { uploadId_index: { uploadId: id, index } },
        create: { uploadId: id, index, data },
        update: { data },
      });
    },
    // Prisma's default timeout counts the wait for the lock, and other uploads' parts may be ahead.
    { timeout: 30_000 },
  );
  return { uploadId: id, index, received: data.length };
}

/** One part in memory at a time; `cleanup` keeps the parts when an import waits for the admin's yes. */
export async function assembleUpload(id: string): Promise<AssembledFile> {
  const upload = await findUpload(id);
  const count = partCount(upload.size, upload.partSize);
  const received = await db.importUploadPart.count({ where: { uploadId: id } });
  if (received !== count)
    throw new ApiError(400, `The upload is incomplete: ${received} of ${count} parts arrived.`);
  const dir = await mkdtemp(path.join(tmpdir(), 'business-import-'));
  const target = path.join(dir, 'upload');
  const cleanup = async (keepParts = false) => {
    await rm(dir, { recursive: true, force: true });
    if (!keepParts) await db.importUpload.deleteMany({ where: { id } });
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
