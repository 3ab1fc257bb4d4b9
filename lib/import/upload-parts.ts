// Shared by the browser and the server.

/** Under a serverless host's body cap with the request headers (docs/import-export.md). */
export const UPLOAD_PART_BYTES = 3.5 * 1024 * 1024;

export const partCount = (size: number, partBytes = UPLOAD_PART_BYTES) =>
  Math.max(1, Math.ceil(size / partBytes));

export const partLength = (size: number, index: number, partBytes = UPLOAD_PART_BYTES) =>
  Math.min(partBytes, size - index * partBytes);
