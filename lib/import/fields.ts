import { z } from 'zod';

/**
 * The import request's multipart text fields, beside the file. `duplicates`: `skip` keeps
 * stored businesses as they are (the spec's default), `update` refreshes them from the file.
 */
export const importFieldsSchema = z.object({
  duplicates: z.enum(['skip', 'update']).default('skip'),
});

export type ImportFields = z.output<typeof importFieldsSchema>;
export type DuplicateMode = ImportFields['duplicates'];

/** The fields as received (unknown ones ignored); a bad value is a clear 400 message. */
export function readImportFields(raw: Record<string, string>): ImportFields | { error: string } {
  const parsed = importFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  return {
    error: `The field "${issue.path.join('.')}" must be "skip" or "update".`,
  };
}
