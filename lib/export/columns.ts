import {
  BUSINESS_FIELDS,
  exportHeader,
  type BusinessField,
  type BusinessFieldKey,
} from '@/lib/business/fields';
import { storedOtherHours } from '@/lib/hours/other-hours';
import { neutraliseFormulaText } from './formula';

type Exported = Extract<(typeof BUSINESS_FIELDS)[number], { exported: true }>;
type SqlValue<Type> = Type extends 'text'
  ? string | null
  : Type extends 'float8' | 'int'
    ? number | null
    : Type extends 'bool'
      ? boolean
      : Type extends 'text[]'
        ? string[]
        : Type extends 'int[]'
          ? number[]
          : Type extends '"BusinessStatus"'
            ? string
            : unknown;

/** One exported row as EXPORT_SELECT reads it: the registry's columns. */
export type ExportRow = { [F in Exported as F['column']]: SqlValue<F['sqlType']> };

const EXPORTED: readonly BusinessField[] = BUSINESS_FIELDS.filter(
  (field: BusinessField) => field.exported,
);

/** The registry's exported columns; the enum is read as its text. */
export const EXPORT_SELECT = EXPORTED.map(({ column, sqlType }) =>
  sqlType.startsWith('"') ? `${column}::text AS ${column}` : column,
).join(', ');

export type ExportCell = string | number | boolean | null;

// OOXML writes control characters as `_xHHHH_` (a literal one as `_x005F_xHHHH_`); the importer decodes.
const NEEDS_ESCAPE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\r]|_x[0-9A-Fa-f]{4}_/;
const ESCAPE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\r]|_(?=x[0-9A-Fa-f]{4}_)/g;

// A text cell that survives Excel and our importer unchanged and never runs as a formula.
export function textCell(value: string | null | undefined): ExportCell {
  if (value === null || value === undefined || value === '') return null;
  const escaped = NEEDS_ESCAPE.test(value)
    ? value.replace(
        ESCAPE,
        (char) => `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
      )
    : value;
  return neutraliseFormulaText(escaped);
}

const json = (value: unknown) =>
  value && typeof value === 'object' && Object.keys(value).length > 0
    ? JSON.stringify(value)
    : null;

const otherHoursCell = (value: unknown) => {
  const weeks = storedOtherHours(value);
  return weeks.length > 0
    ? JSON.stringify(weeks.map((week) => ({ [week.label]: week.hours })))
    : null;
};

type ExportColumn = { header: string; cell: (row: ExportRow) => ExportCell };

// Fields stored in another shape than their cells; the rest follow their SQL type.
const SPECIAL: Partial<Record<BusinessFieldKey, readonly ExportColumn[]>> = {
  secondaryCategories: [
    {
      header: 'subtypes',
      cell: (r) =>
        r.secondary_categories.length > 0
          ? textCell([r.category, ...r.secondary_categories].join(', '))
          : null,
    },
  ],
  reviewsPerScore: [1, 2, 3, 4, 5].map((stars) => ({
    header: `reviews_per_score_${stars}`,
    cell: (r: ExportRow) =>
      r.reviews_per_score.length === 5 ? r.reviews_per_score[stars - 1]! : null,
  })),
  photos: [
    { header: 'photo', cell: (r) => textCell(r.photos?.[0]) },
    {
      header: 'photos',
      cell: (r) => (r.photos && r.photos.length > 1 ? textCell(JSON.stringify(r.photos)) : null),
    },
  ],
  openingHours: [{ header: 'working_hours', cell: (r) => textCell(json(r.opening_hours)) }],
  otherHours: [{ header: 'other_hours', cell: (r) => textCell(otherHoursCell(r.other_hours)) }],
  about: [{ header: 'about', cell: (r) => textCell(json(r.about)) }],
};

function plainColumn(field: BusinessField): ExportColumn {
  const column = field.column as keyof ExportRow;
  return {
    header: exportHeader(field),
    cell:
      field.sqlType === 'text'
        ? (r) => textCell(r[column] as string | null)
        : (r) => r[column] as ExportCell,
  };
}

/** Outscraper 2025 column names in the registry's order, so an export re-imports unchanged. */
export const EXPORT_COLUMNS: readonly ExportColumn[] = EXPORTED.flatMap(
  (field) => SPECIAL[field.key as BusinessFieldKey] ?? [plainColumn(field)],
);
