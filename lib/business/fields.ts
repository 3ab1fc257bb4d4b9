// Pure data, no server code: the admin edit form (browser) reads EDITABLE_FIELDS from here too.

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
  readonly exportAs?: string;
  readonly importFrom?: readonly string[];
};

const kept = (editedAs: string | null = null) => ({ refresh: { editedAs } });

/** The businesses columns that imports write, in insert order. */
export const BUSINESS_FIELDS = [
  { key: 'name', column: 'name', sqlType: 'text', editable: true, ...kept('name'), exported: true },
  { key: 'slug', column: 'slug', sqlType: 'text', exported: true },
  {
    key: 'category',
    column: 'category',
    sqlType: 'text',
    editable: true,
    ...kept('category'),
    counted: true,
    exported: true,
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
  },
  {
    key: 'address',
    column: 'address',
    sqlType: 'text',
    editable: true,
    ...kept('address'),
    exported: true,
  },
  {
    key: 'city',
    column: 'city',
    sqlType: 'text',
    editable: true,
    ...kept('city'),
    counted: true,
    exported: true,
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
  },
  {
    key: 'country',
    column: 'country',
    sqlType: 'text',
    editable: true,
    ...kept('country'),
    counted: true,
    exported: true,
  },
  {
    key: 'zipCode',
    column: 'zip_code',
    sqlType: 'text',
    editable: true,
    ...kept('zipCode'),
    counted: true,
    exported: true,
  },
  {
    key: 'phone',
    column: 'phone',
    sqlType: 'text',
    editable: true,
    ...kept('phone'),
    exported: true,
  },
  { key: 'email', column: 'email', sqlType: 'text', exported: true },
  {
    key: 'website',
    column: 'website',
    sqlType: 'text',
    editable: true,
    ...kept('website'),
    exported: true,
  },
  { key: 'brandDomain', column: 'brand_domain', sqlType: 'text', derivedFrom: 'website' },
  { key: 'rating', column: 'rating', sqlType: 'float8', ...kept(), exported: true },
  {
    key: 'reviewCount',
    column: 'review_count',
    sqlType: 'int',
    ...kept(),
    missing: '0',
    exported: true,
  },
  {
    key: 'photos',
    column: 'photos',
    sqlType: 'text[]',
    ...kept(),
    missing: "'{}'",
    exported: true,
  },
  {
    key: 'openingHours',
    column: 'opening_hours',
    sqlType: 'jsonb',
    editable: true,
    ...kept('openingHours'),
    exported: true,
  },
  {
    key: 'isVerified',
    column: 'is_verified',
    sqlType: 'bool',
    editable: true,
    counted: true,
    exported: true,
  },
  { key: 'description', column: 'description', sqlType: 'text', exported: true },
  { key: 'seoTitle', column: 'seo_title', sqlType: 'text', exported: true },
  { key: 'seoDescription', column: 'seo_description', sqlType: 'text', exported: true },
  { key: 'canonicalUrl', column: 'canonical_url', sqlType: 'text', exported: true },
  { key: 'placeId', column: 'place_id', sqlType: 'text', exported: true },
  { key: 'latitude', column: 'latitude', sqlType: 'float8', ...kept(), exported: true },
  { key: 'longitude', column: 'longitude', sqlType: 'float8', ...kept(), exported: true },
  {
    key: 'businessStatus',
    column: 'business_status',
    sqlType: '"BusinessStatus"',
    ...kept(),
    counted: true,
    exported: true,
  },
  { key: 'googleMapsUrl', column: 'google_maps_url', sqlType: 'text', ...kept(), exported: true },
  { key: 'about', column: 'about', sqlType: 'jsonb', ...kept(), exported: true },
  { key: 'timeZone', column: 'time_zone', sqlType: 'text', ...kept(), exported: true },
  { key: 'otherHours', column: 'other_hours', sqlType: 'jsonb', ...kept(), exported: true },
  {
    key: 'secondaryCategories',
    column: 'secondary_categories',
    sqlType: 'text[]',
    ...kept('category'),
    counted: true,
    missing: "'{}'",
    exported: true,
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
    key: 'reviewsPerScore',
    column: 'reviews_per_score',
    sqlType: 'int[]',
    ...kept(),
    exported: true,
  },
  {
    key: 'priceRange',
    column: 'price_range',
    sqlType: 'text',
    ...kept(),
    exported: true,
    exportAs: 'range',
    importFrom: ['range'],
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

type Imported = Extract<(typeof BUSINESS_FIELDS)[number], { importFrom: readonly string[] }>;

/** The plain-text fields read from a header of their own (lib/import/columns). */
export const IMPORTED_TEXT_FIELDS = BUSINESS_FIELDS.filter(
  (field: BusinessField) => field.importFrom,
) as Imported[];

/** Their import aliases, by field key. */
export const IMPORTED_TEXT_ALIASES = Object.fromEntries(
  IMPORTED_TEXT_FIELDS.map((field) => [field.key, field.importFrom]),
) as { [F in Imported as F['key']]: F['importFrom'] };

/** The plain-text fields exported under a column of their own. */
export const EXPORTED_TEXT_FIELDS = BUSINESS_FIELDS.filter(
  (field: BusinessField) => field.exportAs,
) as (BusinessField & { exportAs: string })[];
