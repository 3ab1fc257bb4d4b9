// Shared by the browser and the server: how a large spreadsheet is cut for upload.

/**
 * Bytes per part: with its request headers a part stays under a serverless host's body cap
 * (Vercel: 4.5 MB; the cluster test's nginx: 4,500 KB). Smaller files go in one request.
 */
export const UPLOAD_PART_BYTES = 3.5 * 1024 * 1024;

export const partCount = (size: number, partBytes = UPLOAD_PART_BYTES) =>
  Math.max(1, Math.ceil(size / partBytes));

/** The size part `index` must have. */
export const partLength = (size: number, index: number, partBytes = UPLOAD_PART_BYTES) =>
  Math.min(partBytes, size - index * partBytes);
