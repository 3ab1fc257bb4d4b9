import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { BUSINESS_FIELDS } from '@/lib/business/fields';
import { sqlRows } from '@/lib/db';
import { ukDate } from '@/lib/hours/bank-holidays';
import { addDays, type SpecialHours } from '@/lib/hours/special-hours';
import { toBusinessDto, type DtoSource } from './business-dto';

const UNLISTED_COLUMNS = {
  id: 'id',
  serviceArea: 'service_area',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  checkedAt: 'checked_at',
  statusChangedAt: 'status_changed_at',
} as const;

// Under their field names, so a row reads as a Prisma row does (tests/integration/business-rows).
const COLUMNS = Prisma.raw(
  [
    ...BUSINESS_FIELDS.map((field) => [field.key, field.column]),
    ...Object.entries(UNLISTED_COLUMNS),
  ]
    .map(([key, column]) => `b.${column} AS "${key}"`)
    .join(', '),
);

// From yesterday in the UK: a business in a zone behind it may still be on that date.
const specialHoursColumn = (now: Date) => Prisma.sql`(
  SELECT json_agg(json_build_object('firstDate', s.first_date, 'lastDate', s.last_date,
    'intervals', s.intervals, 'label', s.label) ORDER BY s.first_date)
  FROM special_hours s
  WHERE s.business_id = b.id AND s.last_date >= ${addDays(ukDate(now), -1)}::date) AS "specialHours"`;

export type BusinessRow = DtoSource & { specialHours: SpecialHours[] | null };

/** Business rows with their special hours in one statement; `tail` follows `FROM businesses b`. */
export function businessRows<Extra extends object = object>(
  tail: Prisma.Sql,
  now: Date,
  extraColumns: Prisma.Sql = Prisma.empty,
) {
  return sqlRows<BusinessRow & Extra>(
    Prisma.sql`SELECT ${COLUMNS}, ${specialHoursColumn(now)} ${extraColumns} FROM businesses b ${tail}`,
  );
}

export const rowDto = (row: BusinessRow, now: Date) =>
  toBusinessDto(row, now, row.specialHours ?? []);

export async function businessDtos(tail: Prisma.Sql, now = new Date()) {
  return (await businessRows(tail, now)).map((row) => rowDto(row, now));
}
