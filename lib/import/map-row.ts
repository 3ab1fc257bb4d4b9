import { parseAddress } from './address';
import {
  cellBoolean,
  cellJsonObject,
  cellNumber,
  cellText,
  toCell,
  type Cell,
  type Coerced,
} from './cells';
import type { ColumnMap, SourceColumn } from './columns';
import { readOpeningHoursCached } from './hours-cache';
import { coordinatesFromMapsLink } from './location';
import type { ImportRowInput } from './row-schema';

export type Field = keyof ImportRowInput;
export type CellIssue = { column: string; message: string };
/** What the schema is given: the cells read as their likely types, not yet validated. */
export type RowCandidate = { [F in Field]?: unknown };

export type MappedRow = {
  input: RowCandidate;
  /** Cells that could not even be read as their type (before schema validation). */
  issues: CellIssue[];
  /** The header each field came from, to name the column of a schema error. */
  sources: Partial<Record<Field, string>>;
};

const UK = /^(?:gb|uk|united kingdom|great britain)$/i;

// The first non-empty hours layout that reads; failing that, the first present (for its error).
const HOURS_COLUMNS: readonly SourceColumn[] = [
  'workingHours',
  'workingHoursCsv',
  'workingHoursOld',
];

/** Reads one data row into the schema's input shape. Pure: no validation beyond cell types. */
export function mapRow(values: readonly unknown[], columns: ColumnMap): MappedRow {
  // The schema wants the key even when a row has no hours.
  const input: RowCandidate = { openingHours: undefined };
  const issues: CellIssue[] = [];
  const sources: Partial<Record<Field, string>> = {};

  const cell = (column: SourceColumn): Cell => {
    const at = columns[column];
    return at ? toCell(values[at.index]) : null;
  };
  const text = (column: SourceColumn) => cellText(cell(column));
  const header = (column: SourceColumn) => columns[column]?.header ?? column;
  const set = (field: Field, value: unknown, column: SourceColumn) => {
    if (value === undefined) return;
    input[field] = value;
    sources[field] = header(column);
  };
  const coerce = <T>(column: SourceColumn, result: Coerced<T>): T | undefined => {
    if (result.error) issues.push({ column: header(column), message: result.error });
    return result.value;
  };

  // Required fields stay strings so the schema names them when empty.
  const name = cell('name');
  input.name = name === null ? '' : String(name);
  sources.name = header('name');
  input.category = text('category') ?? text('type') ?? text('subtypes')?.split(',')[0] ?? '';
  sources.category = header('category');
  input.placeId = text('placeId') ?? '';
  sources.placeId = header('placeId');

  const address = text('address');
  set('address', address, 'address');
  const postalCode = text('postalCode');
  const country = text('country');
  const city = text('city');
  set('city', city, 'city');
  set('zipCode', postalCode, 'postalCode');
  set('country', country, 'country');
  if (address && !(city && postalCode && country)) {
    const parsed = parseAddress(address, { postcode: postalCode, country });
    if (!city) set('city', parsed.city, 'address');
    if (!postalCode) set('zipCode', parsed.postcode, 'address');
    if (!country) set('country', parsed.country, 'address');
  }

  // UK rows name the county; elsewhere (US) the state is what people look for.
  const regions: SourceColumn[] =
    country && UK.test(country) ? ['county', 'state', 'usState'] : ['state', 'usState', 'county'];
  const region = regions.find((column) => text(column) !== undefined);
  if (region) set('state', text(region), region);

  set('phone', text('phone'), 'phone');
  set('email', text('email'), 'email');
  set('website', text('website'), 'website');
  set('description', text('description'), 'description');
  set('seoTitle', text('seoTitle'), 'seoTitle');
  set('seoDescription', text('seoDescription'), 'seoDescription');
  set('canonicalUrl', text('canonicalUrl'), 'canonicalUrl');
  set('rating', coerce('rating', cellNumber(cell('rating'))), 'rating');
  set('reviewCount', coerce('reviews', cellNumber(cell('reviews'))), 'reviews');
  set('isVerified', coerce('verified', cellBoolean(cell('verified'))), 'verified');
  set('about', coerce('about', cellJsonObject(cell('about'))), 'about');
  set(
    'businessStatus',
    text('businessStatus')?.toUpperCase().replace(/\s+/g, '_'),
    'businessStatus',
  );

  const photos = readPhotos(text('photos'));
  const photo = text('photo');
  if (photos) set('photos', photos, 'photos');
  else if (photo) set('photos', [photo], 'photo');

  const hours = HOURS_COLUMNS.map((column) => ({ column, value: text(column) })).filter(
    (candidate) => candidate.value !== undefined,
  );
  const readable = hours.find((candidate) => !readOpeningHoursCached(candidate.value).error);
  const chosen = readable ?? hours[0];
  if (chosen) set('openingHours', chosen.value, chosen.column);

  const link = text('locationLink');
  set('googleMapsUrl', link, 'locationLink');
  const latitude = coerce('latitude', cellNumber(cell('latitude')));
  const longitude = coerce('longitude', cellNumber(cell('longitude')));
  if (latitude !== undefined && longitude !== undefined) {
    set('latitude', latitude, 'latitude');
    set('longitude', longitude, 'longitude');
  } else if (link) {
    const point = coordinatesFromMapsLink(link);
    set('latitude', point?.latitude, 'locationLink');
    set('longitude', point?.longitude, 'locationLink');
  }

  return { input, issues, sources };
}

/** Our export writes every photo as a JSON list; Outscraper has only `photo`. */
function readPhotos(raw: string | undefined): string[] | undefined {
  if (!raw?.startsWith('[')) return undefined;
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) && list.every((item) => typeof item === 'string') ? list : undefined;
  } catch {
    return undefined;
  }
}
