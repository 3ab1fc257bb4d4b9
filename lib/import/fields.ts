import { z } from 'zod';

/** `duplicates`: `skip` (the spec's default) keeps stored businesses, `update` refreshes them. */
export const importFieldsSchema = z.object({
  duplicates: z.enum(['skip', 'update']).default('skip'),
  // `ask`: a file mostly outside DIRECTORY_COUNTRY stops before writing and asks; `import`: the admin said yes.
  otherCountries: z.enum(['ask', 'import']).default('ask'),
});

export type ImportFields = z.output<typeof importFieldsSchema>;
export type DuplicateMode = ImportFields['duplicates'];

export function readImportFields(raw: Record<string, string>): ImportFields | { error: string } {
  const parsed = importFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const field = String(parsed.error.issues[0]!.path[0]);
  const allowed = field === 'duplicates' ? '"skip" or "update"' : '"ask" or "import"';
  return { error: `The field "${field}" must be ${allowed}.` };
}
