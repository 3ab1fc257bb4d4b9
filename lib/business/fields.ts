// Pure data, no server code: the admin edit form (browser) reads EDITABLE_FIELDS from here too.

/** How a plain field's cell is read, checked (lib/validation/business) and exported. */
export type FieldParser = 'text' | 'url' | 'email' | 'phone' | 'number' | 'count' | 'flag';

/** One stored business field; docs/import-export.md ("The field registry") explains each flag. */
export type BusinessField = {
  readonly key: string;
  readonly column: string;
  readonly sqlType: string;
  readonly editable?: true;
  readonly refresh?: { readonly editedAs: string | null };
  readonly derivedFrom?: string;
  readonly counted?: true;
  readonly missing?: string;
  readonly exported?: true;
  readonly importFrom?: readonly string[];
  readonly parse?: FieldParser;
  readonly max?: number;
  readonly range?: readonly [number, number];
  readonly dto?: true;
};

const kept = (editedAs: string | null = null) => ({ refresh: { editedAs } });

/** The businesses columns that imports write, in export column order. */
export const BUSINESS_FIELDS = [
  {
    key: 'name',
    column: 'name',
    sqlType: 'text',
    editable: true,
    ...kept('name'),
    exported: true,
    importFrom: ['name'],
    dto: true,
  },
  {
    key: 'website',
    column: 'website',
    sqlType: 'text',
    editable: true,
    ...kept('website'),
    exported: true,
    importFrom: ['site', 'website'],
    parse: 'url',
    dto: true,
  },
  { key: 'brandDomain', column: 'brand_domain', sqlType: 'text', derivedFrom: 'website' },
  {
    key: 'category',
    column: 'category',
    sqlType: 'text',
    editable: true,
    ...kept('category'),
    counted: true,
    exported: true,
    importFrom: ['category'],
    dto: true,
  },
  {
    key: 'categorySlug',
    column: 'category_slug',
    sqlType: 'text',
    ...kept('category'),
    derivedFrom: 'category',
    counted: true,
  },
  {
    key: 'categoryGroup',
    column: 'category_group',
    sqlType: 'text',
    ...kept('category'),
    derivedFrom: 'category',
    counted: true,
    dto: true,
  },
  {
    key: 'secondaryCategories',
    column: 'secondary_categories',
    sqlType: 'text[]',
    ...kept('category'),
    counted: true,
    missing: "'{}'",
    exported: true,
    dto: true,
  },
  {
    key: 'secondaryCategorySlugs',
    column: 'secondary_category_slugs',
    sqlType: 'text[]',
    ...kept('category'),
    derivedFrom: 'category',
    counted: true,
    missing: "'{}'",
  },
  {
    key: 'phone',
    column: 'phone',
    sqlType: 'text',
    editable: true,
    ...kept('phone'),
    exported: true,
    importFrom: ['phone'],
    parse: 'phone',
    dto: true,
  },
  {
    key: 'email',
    column: 'email',
    sqlType: 'text',
    exported: true,
    importFrom: ['email', 'email_1'],
    parse: 'email',
    dto: true,
  },
  {
    key: 'address',
    column: 'address',
    sqlType: 'text',
    editable: true,
    ...kept('address'),
    exported: true,
    importFrom: ['full_address', 'address'],
    dto: true,
  },
  {
    key: 'city',
    column: 'city',
    sqlType: 'text',
    editable: true,
    ...kept('city'),
    counted: true,
    exported: true,
    importFrom: ['city'],
    dto: true,
  },
  {
    key: 'citySlug',
    column: 'city_slug',
    sqlType: 'text',
    ...kept('city'),
    derivedFrom: 'city',
    counted: true,
  },
  {
    key: 'state',
    column: 'state',
    sqlType: 'text',
    editable: true,
    ...kept('state'),
    counted: true,
    exported: true,
    importFrom: ['state'],
    dto: true,
  },
  {
    key: 'zipCode',
    column: 'zip_code',
    sqlType: 'text',
    editable: true,
    ...kept('zipCode'),
    counted: true,
    exported: true,
    importFrom: ['postal_code', 'zip_code', 'zip', 'postcode'],
    dto: true,
  },
  {
    key: 'country',
    column: 'country',
    sqlType: 'text',
    editable: true,
    ...kept('country'),
    counted: true,
    exported: true,
    importFrom: ['country'],
    dto: true,
  },
  {
    key: 'latitude',
    column: 'latitude',
    sqlType: 'float8',
    ...kept(),
    exported: true,
    parse: 'number',
    range: [-90, 90],
    dto: true,
  },
  {
    key: 'longitude',
    column: 'longitude',
    sqlType: 'float8',
    ...kept(),
    exported: true,
    parse: 'number',
    range: [-180, 180],
    dto: true,
  },
  {
    key: 'rating',
    column: 'rating',
    sqlType: 'float8',
    ...kept(),
    exported: true,
    importFrom: ['rating'],
    parse: 'number',
    range: [1, 5],
    dto: true,
  },
  {
    key: 'reviewCount',
    column: 'review_count',
    sqlType: 'int',
    ...kept(),
    missing: '0',
    exported: true,
    importFrom: ['reviews', 'review_count'],
    parse: 'count',
    dto: true,
  },
  {
    key: 'reviewsPerScore',
    column: 'reviews_per_score',
    sqlType: 'int[]',
    ...kept(),
    exported: true,
  },
  {
    key: 'photos',
    column: 'photos',
    sqlType: 'text[]',
    ...kept(),
    missing: "'{}'",
    exported: true,
    importFrom: ['photos'],
  },
  {
    key: 'openingHours',
    column: 'opening_hours',
    sqlType: 'jsonb',
    editable: true,
    ...kept('openingHours'),
    exported: true,
    importFrom: ['working_hours'],
  },
  {
    key: 'otherHours',
    column: 'other_hours',
    sqlType: 'jsonb',
    ...kept(),
    exported: true,
    importFrom: ['other_hours'],
  },
  {
    key: 'timeZone',
    column: 'time_zone',
    sqlType: 'text',
    ...kept(),
    exported: true,
    importFrom: ['time_zone'],
    parse: 'text',
    max: 64,
  },
  {
    key: 'businessStatus',
    column: 'business_status',
    sqlType: '"BusinessStatus"',
    editable: true,
    // An admin's closure outlives a re-import; an import saying OPERATIONAL becomes a conflict.
    ...kept('businessStatus'),
    counted: true,
    exported: true,
    importFrom: ['business_status'],
    dto: true,
  },
  {
    key: 'about',
    column: 'about',
    sqlType: 'jsonb',
    ...kept(),
    exported: true,
    importFrom: ['about'],
  },
  {
    key: 'description',
    column: 'description',
    sqlType: 'text',
    exported: true,
    importFrom: ['description'],
    parse: 'text',
    max: 20_000,
    dto: true,
  },
  {
    key: 'isVerified',
    column: 'is_verified',
    sqlType: 'bool',
    editable: true,
    counted: true,
    exported: true,
    importFrom: ['verified'],
    parse: 'flag',
    dto: true,
  },
  {
    key: 'googleMapsUrl',
    column: 'google_maps_url',
    sqlType: 'text',
    ...kept(),
    exported: true,
    importFrom: ['location_link'],
    parse: 'url',
  },
  {
    key: 'placeId',
    column: 'place_id',
    sqlType: 'text',
    exported: true,
    importFrom: ['place_id'],
    dto: true,
  },
  {
    key: 'slug',
    column: 'slug',
    sqlType: 'text',
    exported: true,
    importFrom: ['slug'],
    dto: true,
  },
  {
    key: 'seoTitle',
    column: 'seo_title',
    sqlType: 'text',
    exported: true,
    importFrom: ['seo_title'],
    parse: 'text',
    max: 300,
    dto: true,
  },
  {
    key: 'seoDescription',
    column: 'seo_description',
    sqlType: 'text',
    exported: true,
    importFrom: ['seo_description'],
    parse: 'text',
    max: 2_000,
    dto: true,
  },
  {
    key: 'canonicalUrl',
    column: 'canonical_url',
    sqlType: 'text',
    exported: true,
    importFrom: ['canonical_url'],
    parse: 'url',
  },
  {
    // Google's price level as exported: "££", "$$", hotels' "4 stars".
    key: 'priceRange',
    column: 'price_range',
    sqlType: 'text',
    ...kept(),
    exported: true,
    importFrom: ['range'],
    parse: 'text',
    max: 40,
    dto: true,
  },
  {
    key: 'bookingLink',
    column: 'booking_link',
    sqlType: 'text',
    ...kept(),
    exported: true,
    importFrom: ['booking_appointment_link'],
    parse: 'url',
    dto: true,
  },
] as const satisfies readonly BusinessField[];

export type BusinessFieldKey = (typeof BUSINESS_FIELDS)[number]['key'];

type Flagged<Flag extends string> = Extract<
  (typeof BUSINESS_FIELDS)[number],
  Record<Flag, unknown>
>;

const keysWith = <Flag extends keyof BusinessField>(flag: Flag) =>
  BUSINESS_FIELDS.filter((field: BusinessField) => field[flag] !== undefined).map(
    (field) => field.key,
  ) as Flagged<Flag>['key'][];

/** The fields the admin edit form and PATCH API may change. */
export const EDITABLE_FIELDS = keysWith('editable');

/** The fields the trigger-maintained facet counts are built from. */
export const COUNTED_FIELDS = keysWith('counted');

/** What an update-mode import refreshes. */
export const REFRESHED_FIELDS: readonly BusinessField[] = BUSINESS_FIELDS.filter(
  (field: BusinessField) => field.refresh !== undefined,
);

type Field = (typeof BUSINESS_FIELDS)[number];
type Imported = Extract<Field, { importFrom: readonly string[] }>;

/** Import header aliases by field key (lib/import/columns adds the columns that are no field). */
export const FIELD_ALIASES = Object.fromEntries(
  BUSINESS_FIELDS.filter((field: BusinessField) => field.importFrom).map((field: BusinessField) => [
    field.key,
    field.importFrom,
  ]),
) as { [F in Imported as F['key']]: F['importFrom'] };

/** Fields read from a cell of their own by their parser alone: no import code of their own. */
export type ParsedField = Extract<Imported, { parse: FieldParser }>;
export const PARSED_FIELDS = BUSINESS_FIELDS.filter(
  (field: BusinessField) => field.parse && field.importFrom,
) as ParsedField[];

/** Fields whose validation follows from their parser (text/url limits, number range). */
export type CheckedField = Extract<Field, { parse: FieldParser }>;
export const CHECKED_FIELDS = BUSINESS_FIELDS.filter(
  (field: BusinessField) => field.parse,
) as CheckedField[];

/** Fields the public DTO copies as stored. */
export const DTO_FIELDS = keysWith('dto');

/** The export column header of a field: the first name an import reads it under. */
export const exportHeader = (field: BusinessField) => field.importFrom?.[0] ?? field.column;
