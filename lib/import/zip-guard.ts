import type { FileHandle } from 'node:fs/promises';
import { ApiError } from '@/lib/api/errors';
import { formatBytes } from './limits';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 10_000;
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;
const UNKNOWN32 = 0xffffffff;

export type ZipSummary = { entries: string[]; uncompressedBytes: number };

const corrupt = () =>
  new ApiError(
    400,
    'The file is damaged or incomplete: it is not a readable .xlsx workbook. Save it again from Excel and retry.',
  );

async function read(file: FileHandle, position: number, length: number) {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The uncompressed size an entry declares, looking into its ZIP64 extra field when needed. */
function uncompressedSize(directory: Buffer, offset: number, extraStart: number, extraEnd: number) {
  const size = directory.readUInt32LE(offset + 24);
  if (size !== UNKNOWN32) return size;
  for (let at = extraStart; at + 4 <= extraEnd;) {
    const id = directory.readUInt16LE(at);
    const length = directory.readUInt16LE(at + 2);
    if (id === 0x0001 && length >= 8 && at + 12 <= extraEnd) {
      return Number(directory.readBigUInt64LE(at + 4));
    }
    at += 4 + length;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Reads the zip's central directory (at the end of the file) without inflating anything, and
 * refuses the file when its entries together would inflate past `maxUncompressedBytes`: a zip
 * bomb is caught before a single byte is decompressed. A missing or inconsistent directory
 * means a truncated or corrupt file.
 */
export async function inspectZip(
  file: FileHandle,
  fileSize: number,
  maxUncompressedBytes: number,
): Promise<ZipSummary> {
  const tailLength = Math.min(fileSize, EOCD_MIN + MAX_COMMENT);
  const tail = await read(file, fileSize - tailLength, tailLength);
  let eocd = -1;
  for (let at = tail.length - EOCD_MIN; at >= 0; at--) {
    if (tail.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw corrupt();
  const zip64 = eocd >= 20 && tail.readUInt32LE(eocd - 20) === ZIP64_LOCATOR_SIGNATURE;
  const count = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (zip64 || count === 0xffff || directoryOffset === UNKNOWN32) {
    // Only archives far beyond any sane workbook need ZIP64 for their directory.
    throw new ApiError(400, 'The workbook is too large to import (ZIP64 archive).');
  }
  if (count > MAX_ENTRIES || directorySize > MAX_DIRECTORY_BYTES) {
    throw new ApiError(400, 'The file has too many parts to be a spreadsheet export.');
  }
  if (count === 0 || directoryOffset + directorySize > fileSize) throw corrupt();

  const directory = await read(file, directoryOffset, directorySize);
  const entries: string[] = [];
  let total = 0;
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      throw corrupt();
    }
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const nameEnd = at + 46 + nameLength;
    const extraEnd = nameEnd + extraLength;
    if (extraEnd + commentLength > directory.length) throw corrupt();
    entries.push(directory.toString('utf8', at + 46, nameEnd));
    total += uncompressedSize(directory, at, nameEnd, extraEnd);
    if (total > maxUncompressedBytes) {
      throw new ApiError(
        400,
        `The workbook would expand to more than ${formatBytes(maxUncompressedBytes)} when unpacked; it looks like a zip bomb and was not opened.`,
      );
    }
    at = extraEnd + commentLength;
  }
  return { entries, uncompressedBytes: total };
}
