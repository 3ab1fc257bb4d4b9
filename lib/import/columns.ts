import { ApiError } from '@/lib/errors';
import { FIELD_ALIASES } from '@/lib/business/fields';
import { cellText, type Cell } from './cells';

/** Header names of both Outscraper layouts: the registry's fields plus the columns no field is stored from. */
export const COLUMN_ALIASES = {
  ...FIELD_ALIASES,
  type: ['type'],
  subtypes: ['subtypes'],
  usState: ['us_state'],
  county: ['county'],
  reviewsPerScore1: ['reviews_per_score_1'],
  reviewsPerScore2: ['reviews_per_score_2'],
  reviewsPerScore3: ['reviews_per_score_3'],
  reviewsPerScore4: ['reviews_per_score_4'],
  reviewsPerScore5: ['reviews_per_score_5'],
  photo: ['photo'],
  workingHoursCsv: ['working_hours_csv_compatible'],
  workingHoursOld: ['working_hours_old_format'],
  latitude: ['latitude'],
  longitude: ['longitude'],
} as const;

export type SourceColumn = keyof typeof COLUMN_ALIASES;

const REQUIRED: readonly SourceColumn[] = ['name', 'category', 'address', 'placeId'];

export type ColumnMap = Partial<Record<SourceColumn, { index: number; header: string }>>;

const normaliseHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function describeMissing(column: SourceColumn) {
  return COLUMN_ALIASES[column].length > 1
    ? COLUMN_ALIASES[column].join(' or ')
    : COLUMN_ALIASES[column][0];
}

/** Case-insensitive, first of repeated headers wins; a missing required column rejects the file. */
export function mapColumns(headerRow: readonly Cell[]): ColumnMap {
  const positions = new Map<string, number>();
  headerRow.forEach((cell, index) => {
    const header = cellText(cell);
    if (header && !positions.has(normaliseHeader(header))) {
      positions.set(normaliseHeader(header), index);
    }
  });
  const map: ColumnMap = {};
  for (const [column, aliases] of Object.entries(COLUMN_ALIASES) as [
    SourceColumn,
    readonly string[],
  ][]) {
    const header = aliases.find((alias) => positions.has(alias));
    if (header) map[column] = { index: positions.get(header)!, header };
  }
  const missing = REQUIRED.filter((column) => !map[column]);
  if (missing.length > 0) {
    throw new ApiError(
      400,
      `The spreadsheet is missing required column${missing.length > 1 ? 's' : ''}: ${missing
        .map(describeMissing)
        .join(', ')}. The first row must hold the column names of an Outscraper export.`,
    );
  }
  return map;
}
