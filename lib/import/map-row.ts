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
import { COLUMN_ALIASES, type ColumnMap, type SourceColumn } from './columns';
import {
  BUSINESS_FIELDS,
  PARSED_FIELDS,
  type BusinessField,
  type ParsedField,
} from '@/lib/business/fields';
import { readOtherHours } from '@/lib/hours/other-hours';
import { UK_COUNTRY as UK } from '@/lib/geo/country';
import { MAX_ABOUT_CELL_CHARS } from '@/lib/validation/about';
import { readOpeningHoursCached } from './hours-cache';
import { coordinatesFromMapsLink } from './location';
import type { ImportRowInput } from './row-schema';
import { looksLikePostcode, ukOutcode, type TownsByDistrict } from './towns';

export type Field = keyof ImportRowInput;
export type CellIssue = { column: string; message: string };
export type RowCandidate = { [F in Field]?: unknown };

export type MappedRow = {
  input: RowCandidate;
  issues: CellIssue[];
  sources: Partial<Record<Field, string>>;
};

// One object shape for every row keeps the per-row stores and the schema's reads fast.
const EMPTY_CANDIDATE = Object.fromEntries(
  BUSINESS_FIELDS.filter((field: BusinessField) => !field.derivedFrom).map(({ key }) => [
    key,
    undefined,
  ]),
) as Record<Field, undefined>;
const emptyCandidate = (): RowCandidate => ({ ...EMPTY_CANDIDATE });

const UK_REGIONS: readonly SourceColumn[] = ['county', 'state', 'usState'];
const OTHER_REGIONS: readonly SourceColumn[] = ['state', 'usState', 'county'];

// The first non-empty hours layout that reads; failing that, the first present (for its error).
const HOURS_COLUMNS: readonly SourceColumn[] = [
  'openingHours',
  'workingHoursCsv',
  'workingHoursOld',
];

const SCORE_COLUMNS: readonly SourceColumn[] = [
  'reviewsPerScore1',
  'reviewsPerScore2',
  'reviewsPerScore3',
  'reviewsPerScore4',
  'reviewsPerScore5',
];

/** One per file: column positions are looked up once, and a row costs no closures. */
export class RowMapper {
  private values: readonly unknown[] = [];
  private input: RowCandidate = emptyCandidate();
  private issues: CellIssue[] = [];
  private sources: Partial<Record<Field, string>> = {};
  private tracking = false;

  constructor(
    private readonly columns: ColumnMap,
    private readonly towns: TownsByDistrict = new Map(),
  ) {}

  map(values: readonly unknown[], trackSources = false): MappedRow {
    this.values = values;
    this.input = emptyCandidate();
    this.issues = [];
    this.sources = {};
    this.tracking = trackSources;

    // Required fields stay strings so the schema names them when empty.
    const name = this.cell('name');
    this.put('name', name === null ? '' : String(name), 'name');
    const category = this.text('category') ?? this.text('type') ?? this.text('subtypes');
    this.put('category', category?.split(',')[0] ?? '', 'category');
    const subtypes = this.text('subtypes')
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (subtypes && subtypes.length > 1) this.set('secondaryCategories', subtypes, 'subtypes');
    this.put('placeId', this.text('placeId') ?? '', 'placeId');

    this.readPlace();
    for (const field of PARSED_FIELDS) this.set(field.key, this.parse(field), field.key);
    this.set('slug', this.text('slug'), 'slug');
    this.readScores();
    this.readAbout();
    const status = this.text('businessStatus')?.toUpperCase().replace(/\s+/g, '_');
    this.set('businessStatus', status, 'businessStatus');

    const photos = readPhotos(this.text('photos'));
    const photo = this.text('photo');
    if (photos) this.set('photos', photos, 'photos');
    else if (photo) this.set('photos', [photo], 'photo');

    this.readHours();
    const other = this.coerce('otherHours', readOtherHours(this.text('otherHours')));
    this.set('otherHours', other, 'otherHours');
    this.readCoordinates();
    return { input: this.input, issues: this.issues, sources: this.sources };
  }

  private readPlace() {
    const address = this.text('address');
    const postalCode = this.text('zipCode');
    const country = this.text('country');
    const city = this.text('city');
    this.set('address', address, 'address');
    this.set('city', city, 'city');
    this.set('zipCode', postalCode, 'zipCode');
    this.set('country', country, 'country');
    if (address && !(city && postalCode && country)) {
      const parsed = parseAddress(address, { postcode: postalCode, country });
      if (!city) this.set('city', parsed.city, 'address');
      if (!postalCode) this.set('zipCode', parsed.postcode, 'address');
      if (!country) this.set('country', parsed.country, 'address');
    }
    this.checkTown(country);
    // UK rows name the county; elsewhere (US) the state is what people look for.
    const regions = country && UK.test(country) ? UK_REGIONS : OTHER_REGIONS;
    for (const column of regions) {
      const region = this.text(column);
      if (region !== undefined) return this.set('state', region, column);
    }
  }

  /** An empty town or a postcode fragment ("7JR", "NP4") becomes the postcode district's town, or stays empty. */
  private checkTown(country: string | undefined) {
    const city = this.input.city as string | undefined;
    if (city !== undefined && !looksLikePostcode(city)) return;
    const uk = country === undefined || UK.test(country);
    const town = uk ? this.towns.get(ukOutcode(this.input.zipCode as string) ?? '') : undefined;
    if (town) this.put('city', town, 'zipCode');
    else this.input.city = undefined;
  }

  /** Plain text in `about` becomes the description when the row has none; otherwise it is reported. */
  private readAbout() {
    const cell = this.cell('about');
    const raw = cellText(cell);
    if (raw === undefined) return;
    if (raw.length > MAX_ABOUT_CELL_CHARS) {
      this.issues.push({
        column: this.header('about'),
        message: `is ${raw.length.toLocaleString('en-GB')} characters, over the ${MAX_ABOUT_CELL_CHARS.toLocaleString('en-GB')} an about cell may hold: not kept`,
      });
      return;
    }
    if (/^[[{]/.test(raw))
      return this.set('about', this.coerce('about', cellJsonObject(cell)), 'about');
    if (this.input.description === undefined) return this.set('description', raw, 'about');
    this.issues.push({
      column: this.header('about'),
      message: 'is plain text, not attributes, and the row has a description already: not kept',
    });
  }

  private readScores() {
    const counts = SCORE_COLUMNS.map((column) =>
      this.coerce(column, cellNumber(this.cell(column))),
    );
    if (counts.every((count) => count !== undefined))
      this.set('reviewsPerScore', counts, 'reviewsPerScore1');
  }

  private readHours() {
    let first: { column: SourceColumn; value: string } | undefined;
    for (const column of HOURS_COLUMNS) {
      const value = this.text(column);
      if (value === undefined) continue;
      if (!readOpeningHoursCached(value).error) return this.set('openingHours', value, column);
      first ??= { column, value };
    }
    if (first) this.set('openingHours', first.value, first.column);
  }

  private readCoordinates() {
    const link = this.text('googleMapsUrl');
    const latitude = this.coerce('latitude', cellNumber(this.cell('latitude')));
    const longitude = this.coerce('longitude', cellNumber(this.cell('longitude')));
    if (latitude !== undefined && longitude !== undefined) {
      this.set('latitude', latitude, 'latitude');
      this.set('longitude', longitude, 'longitude');
    } else if (link) {
      const point = coordinatesFromMapsLink(link);
      this.set('latitude', point?.latitude, 'googleMapsUrl');
      this.set('longitude', point?.longitude, 'googleMapsUrl');
    }
  }

  private parse({ key, parse }: ParsedField) {
    if (parse === 'number' || parse === 'count') return this.coerce(key, cellNumber(this.cell(key)));
    if (parse === 'flag') return this.coerce(key, cellBoolean(this.cell(key)));
    return this.text(key);
  }

  private cell(column: SourceColumn): Cell {
    const at = this.columns[column];
    return at ? toCell(this.values[at.index]) : null;
  }

  private text(column: SourceColumn) {
    return cellText(this.cell(column));
  }

  private header(column: SourceColumn) {
    return this.columns[column]?.header ?? COLUMN_ALIASES[column][0];
  }

  private put(field: Field, value: unknown, column: SourceColumn) {
    this.input[field] = value;
    if (this.tracking) this.sources[field] = this.header(column);
  }

  private set(field: Field, value: unknown, column: SourceColumn) {
    if (value !== undefined) this.put(field, value, column);
  }

  private coerce<T>(column: SourceColumn, result: Coerced<T>): T | undefined {
    if (result.error) this.issues.push({ column: this.header(column), message: result.error });
    return result.value;
  }
}

function readPhotos(raw: string | undefined): string[] | undefined {
  if (!raw?.startsWith('[')) return undefined;
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) && list.every((item) => typeof item === 'string') ? list : undefined;
  } catch {
    return undefined;
  }
}
