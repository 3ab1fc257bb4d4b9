import type { WritableBusiness } from '@/lib/import/business-writer';
import { derivedColumns } from '@/lib/validation/business';
import { categoryDisplayName, categorySlugFor } from '@/lib/categories';
import { businessTimeZone, type KnownZones } from '@/lib/hours/time-zone';
import { isE164 } from '@/lib/phone';
import { memoiseByText } from '@/lib/memoise';
import type { ColumnMap } from './columns';
import { RowMapper, type Field } from './map-row';
import { importRowSchema } from './row-schema';
import type { TownsByDistrict } from './towns';

export type RowIssue = { row: number; column: string; message: string };

export type ImportRecord = WritableBusiness;

/** Completed in place: the parsed row is ours alone, and copying it cost a share of each row. */
function toImportRecord(
  valid: ReturnType<typeof importRowSchema.parse>,
  zones: KnownZones | undefined,
  input: { businessStatus?: unknown },
): ImportRecord {
  // The spec slug replaces the file's; the file's becomes the preference.
  const preferredSlug = valid.slug;
  const record: ImportRecord = Object.assign(valid, derivedColumns(valid));
  record.preferredSlug = preferredSlug;
  // The schema defaults a missing status to OPERATIONAL; only a stated one can contradict the admin.
  record.statusStated = input.businessStatus !== undefined;
  record.timeZone = businessTimeZone(valid, zones);
  const secondary = secondaryCategories(valid.secondaryCategories, record.categorySlug);
  record.secondaryCategories = secondary.map((category) => category.name);
  record.secondaryCategorySlugs = secondary.map((category) => category.slug);
  return record;
}

const MAX_SECONDARY = 10;
const categoryName = memoiseByText(categoryDisplayName);
const categorySlug = memoiseByText(categorySlugFor);

function secondaryCategories(names: string[] | undefined, mainSlug: string) {
  const seen = new Set([mainSlug]);
  const list: { name: string; slug: string }[] = [];
  for (const raw of names ?? []) {
    const slug = categorySlug(raw);
    if (!slug || seen.has(slug)) continue;
    seen.add(slug);
    list.push({ name: categoryName(raw), slug });
    if (list.length === MAX_SECONDARY) break;
  }
  return list;
}

export type RowResult = { record: ImportRecord; warnings: RowIssue[] } | { issues: RowIssue[] };

export const PHONE_KEPT_AS_TYPED =
  "is not a valid phone number for the row's country: kept as typed";

// Only these reject a row; any other field that cannot be read is dropped with a warning.
const REQUIRED = new Set<Field>(['name', 'category', 'placeId']);

export class RowValidator {
  private readonly mapper: RowMapper;

  constructor(
    columns: ColumnMap,
    towns?: TownsByDistrict,
    private readonly zones?: KnownZones,
  ) {
    this.mapper = new RowMapper(columns, towns);
  }

  validate(values: readonly unknown[], row: number): RowResult {
    const result = this.check(values, row);
    if (!('record' in result)) return result;
    const phone = result.record.phone;
    // Kept as typed: the admin sees which rows hold a number no one could dial as written.
    if (phone && !isE164(phone))
      result.warnings.push({ row, column: 'phone', message: PHONE_KEPT_AS_TYPED });
    return result;
  }

  private check(values: readonly unknown[], row: number): RowResult {
    const { input, issues } = this.mapper.map(values);
    const parsed = importRowSchema.safeParse(input);
    if (parsed.success && issues.length === 0)
      return { record: toImportRecord(parsed.data, this.zones, input), warnings: [] };
    // Only a row with issues pays for working out which header each field came from.
    const { sources } = this.mapper.map(values, true);
    const rowIssues: RowIssue[] = issues.map((issue) => ({ row, ...issue }));
    const failed = new Set<Field>();
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as Field | undefined;
      if (field) failed.add(field);
      const column = (field && sources[field]) ?? (field ? String(field) : 'row');
      if (rowIssues.some((known) => known.column === column)) continue;
      rowIssues.push({ row, column, message: issue.message });
    }
    if (parsed.success)
      return { record: toImportRecord(parsed.data, this.zones, input), warnings: rowIssues };
    if ([...failed].some((field) => REQUIRED.has(field)) || failed.size === 0)
      return { issues: rowIssues };
    for (const field of failed) input[field] = undefined;
    const retried = importRowSchema.safeParse(input);
    return retried.success
      ? { record: toImportRecord(retried.data, this.zones, input), warnings: rowIssues }
      : { issues: rowIssues };
  }
}
