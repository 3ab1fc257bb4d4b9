import { z } from 'zod';

/**
 * The import request's multipart text fields, beside the file. `duplicates`: `skip` keeps
 * stored businesses as they are (the spec's default), `update` refreshes them from the file.
 */
export const importFieldsSchema = z.object({
  duplicates: z.enum(['skip', 'update']).default('skip'),
  // `ask`: a file mostly outside DIRECTORY_COUNTRY stops before writing and asks (409 /
  // a `confirm` line); `import`: the admin has said yes.
  otherCountries: z.enum(['ask', 'import']).default('ask'),
});

export type ImportFields = z.output<typeof importFieldsSchema>;
export type DuplicateMode = ImportFields['duplicates'];

/** The fields as received (unknown ones ignored); a bad value is a clear 400 message. */
export function readImportFields(raw: Record<string, string>): ImportFields | { error: string } {
  const parsed = importFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const field = String(parsed.error.issues[0]!.path[0]);
  const allowed = field === 'duplicates' ? '"skip" or "update"' : '"ask" or "import"';
  return { error: `The field "${field}" must be ${allowed}.` };
}
