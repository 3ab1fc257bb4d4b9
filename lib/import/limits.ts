import { z } from 'zod';

const MB = 1024 * 1024;

const schema = z.object({
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * MB),
  IMPORT_MAX_UNCOMPRESSED_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(500 * MB),
  IMPORT_MAX_XLS_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * MB),
});

export type ImportLimits = {
  maxBytes: number;
  maxUncompressedBytes: number;
  // Legacy .xls is parsed whole in memory, so it gets its own, smaller cap.
  maxXlsBytes: number;
};

// Read on every call so an operator (or a test) can change them without a restart.
export function importLimits(): ImportLimits {
  const parsed = schema.safeParse({
    IMPORT_MAX_BYTES: process.env.IMPORT_MAX_BYTES || undefined,
    IMPORT_MAX_UNCOMPRESSED_BYTES: process.env.IMPORT_MAX_UNCOMPRESSED_BYTES || undefined,
    IMPORT_MAX_XLS_BYTES: process.env.IMPORT_MAX_XLS_BYTES || undefined,
  });
  // A misconfiguration is the operator's error, not the uploader's: it must not read as a 400.
  if (!parsed.success) throw new Error(`Invalid import limits: ${z.prettifyError(parsed.error)}`);
  const values = parsed.data;
  return {
    maxBytes: values.IMPORT_MAX_BYTES,
    maxUncompressedBytes: values.IMPORT_MAX_UNCOMPRESSED_BYTES,
    maxXlsBytes: Math.min(values.IMPORT_MAX_XLS_BYTES, values.IMPORT_MAX_BYTES),
  };
}

export function formatBytes(bytes: number): string {
  return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
