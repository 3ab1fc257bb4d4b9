import { BUSINESS_FIELDS, EXPORTED_TEXT_FIELDS, type BusinessField } from '@/lib/business/fields';
import { storedOtherHours } from '@/lib/hours/other-hours';
import { neutraliseFormulaText } from './formula';

export type ExportRow = {
  name: string;
  website: string | null;
  category: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  rating: number | null;
  review_count: number;
  reviews_per_score: number[];
  photos: string[] | null;
  opening_hours: unknown;
  business_status: string;
  about: unknown;
  description: string | null;
  is_verified: boolean;
  google_maps_url: string | null;
  place_id: string;
  slug: string;
  seo_title: string | null;
  seo_description: string | null;
  canonical_url: string | null;
  secondary_categories: string[];
  time_zone: string | null;
  other_hours: unknown;
  price_range: string | null;
};

/** The registry's exported columns; the enum is read as its text. */
export const EXPORT_SELECT = BUSINESS_FIELDS.filter((field: BusinessField) => field.exported)
  .map(({ column, sqlType }) => (sqlType.startsWith('"') ? `${column}::text AS ${column}` : column))
  .join(', ');

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

/** Outscraper 2025 column names, so an export re-imports unchanged, plus what only our data has. */
export const EXPORT_COLUMNS: readonly { header: string; cell: (row: ExportRow) => ExportCell }[] = [
  { header: 'name', cell: (r) => textCell(r.name) },
  { header: 'site', cell: (r) => textCell(r.website) },
  { header: 'category', cell: (r) => textCell(r.category) },
  {
    header: 'subtypes',
    cell: (r) =>
      r.secondary_categories.length > 0
        ? textCell([r.category, ...r.secondary_categories].join(', '))
        : null,
  },
  { header: 'phone', cell: (r) => textCell(r.phone) },
  { header: 'email', cell: (r) => textCell(r.email) },
  { header: 'full_address', cell: (r) => textCell(r.address) },
  { header: 'city', cell: (r) => textCell(r.city) },
  { header: 'state', cell: (r) => textCell(r.state) },
  { header: 'postal_code', cell: (r) => textCell(r.zip_code) },
  { header: 'country', cell: (r) => textCell(r.country) },
  { header: 'latitude', cell: (r) => r.latitude },
  { header: 'longitude', cell: (r) => r.longitude },
  { header: 'rating', cell: (r) => r.rating },
  { header: 'reviews', cell: (r) => r.review_count },
  ...[1, 2, 3, 4, 5].map((stars) => ({
    header: `reviews_per_score_${stars}`,
    cell: (r: ExportRow) =>
      r.reviews_per_score.length === 5 ? r.reviews_per_score[stars - 1]! : null,
  })),
  { header: 'photo', cell: (r) => textCell(r.photos?.[0]) },
  {
    header: 'photos',
    cell: (r) => (r.photos && r.photos.length > 1 ? textCell(JSON.stringify(r.photos)) : null),
  },
  { header: 'working_hours', cell: (r) => textCell(json(r.opening_hours)) },
  { header: 'other_hours', cell: (r) => textCell(otherHoursCell(r.other_hours)) },
  { header: 'time_zone', cell: (r) => textCell(r.time_zone) },
  { header: 'business_status', cell: (r) => r.business_status },
  { header: 'about', cell: (r) => textCell(json(r.about)) },
  { header: 'description', cell: (r) => textCell(r.description) },
  { header: 'verified', cell: (r) => r.is_verified },
  { header: 'location_link', cell: (r) => textCell(r.google_maps_url) },
  { header: 'place_id', cell: (r) => textCell(r.place_id) },
  { header: 'slug', cell: (r) => textCell(r.slug) },
  { header: 'seo_title', cell: (r) => textCell(r.seo_title) },
  { header: 'seo_description', cell: (r) => textCell(r.seo_description) },
  { header: 'canonical_url', cell: (r) => textCell(r.canonical_url) },
  ...EXPORTED_TEXT_FIELDS.map(({ exportAs, column }) => ({
    header: exportAs,
    cell: (r: ExportRow) => textCell(r[column as keyof ExportRow] as string | null),
  })),
];
