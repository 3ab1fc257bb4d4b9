import { toBusinessRecord } from '@/lib/validation/business';
import type { ColumnMap } from './columns';
import { mapRow, type Field } from './map-row';
import { importRowSchema } from './row-schema';

export type RowIssue = { row: number; column: string; message: string };

/** A validated row as the writer stores it (slug still the spec's default, before tiebreak). */
export type ImportRecord = ReturnType<typeof toImportRecord>;

function toImportRecord(valid: ReturnType<typeof importRowSchema.parse>) {
  return toBusinessRecord(valid) as ReturnType<typeof toBusinessRecord> &
    Pick<typeof valid, 'seoTitle' | 'seoDescription' | 'canonicalUrl'>;
}

export type RowResult = { record: ImportRecord } | { issues: RowIssue[] };

/** One data row through column mapping, the shared zod schema and the derived columns. */
export function validateRow(
  values: readonly unknown[],
  columns: ColumnMap,
  row: number,
): RowResult {
  const { input, issues, sources } = mapRow(values, columns);
  const parsed = importRowSchema.safeParse(input);
  const rowIssues: RowIssue[] = issues.map((issue) => ({ row, ...issue }));
  if (parsed.success && rowIssues.length === 0) return { record: toImportRecord(parsed.data) };
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as Field | undefined;
    const column = (field && sources[field]) ?? (field ? String(field) : 'row');
    // A cell that could not be read as its type has already been reported.
    if (rowIssues.some((known) => known.column === column)) continue;
    rowIssues.push({ row, column, message: issue.message });
  }
  return { issues: rowIssues };
}
