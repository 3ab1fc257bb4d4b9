// Column layouts of Outscraper's Google Maps exports, in their original order (personal-data
// columns left out, as in ../shared/fixtures).
export const LAYOUT_2025 = [
  'name',
  'site',
  'subtypes',
  'category',
  'type',
  'phone',
  'full_address',
  'borough',
  'street',
  'city',
  'postal_code',
  'state',
  'us_state',
  'country',
  'country_code',
  'latitude',
  'longitude',
  'time_zone',
  'plus_code',
  'rating',
  'reviews',
  'reviews_per_score',
  'photos_count',
  'photo',
  'street_view',
  'working_hours',
  'working_hours_old_format',
  'other_hours',
  'business_status',
  'about',
  'range',
  'description',
  'verified',
  'booking_appointment_link',
  'location_link',
  'place_id',
  'google_id',
  'cid',
] as const;

export const LAYOUT_2026 = [
  'name',
  'subtypes',
  'category',
  'type',
  'phone',
  'website',
  'address',
  'street',
  'city',
  'county',
  'state',
  'state_code',
  'postal_code',
  'country',
  'country_code',
  'website_title',
  'latitude',
  'longitude',
  'time_zone',
  'plus_code',
  'rating',
  'reviews',
  'photos_count',
  'photo',
  'street_view',
  'business_status',
  'working_hours',
  'working_hours_csv_compatible',
  'other_hours',
  'range',
  'about',
  'description',
  'verified',
  'booking_appointment_link',
  'location_link',
  'place_id',
  'google_id',
  'cid',
] as const;

export type Cell = string | number | boolean | null;
export type SheetData = { headers: readonly string[]; rows: Iterable<readonly Cell[]> };

/** Lays records out as rows in the order of `headers`; missing keys become empty cells. */
export function sheet(
  headers: readonly string[],
  records: Iterable<Partial<Record<string, Cell>>>,
): SheetData {
  return {
    headers,
    rows: (function* () {
      for (const record of records) yield headers.map((header) => record[header] ?? null);
    })(),
  };
}
