// COPY (text) of generated businesses; generated columns are the database's, and the
// facet trigger fires once per statement.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { GeneratedBusiness } from './business-rows';

const COLUMNS = [
  'name',
  'slug',
  'category',
  'category_slug',
  'category_group',
  'address',
  'city',
  'city_slug',
  'state',
  'country',
  'zip_code',
  'phone',
  'email',
  'website',
  'rating',
  'review_count',
  'photos',
  'opening_hours',
  'is_verified',
  'description',
  'place_id',
  'latitude',
  'longitude',
  'business_status',
  'google_maps_url',
  'about',
  'created_at',
  'updated_at',
] as const;

/** One value in COPY's text format: \N for null, backslash escapes for control characters. */
export function copyText(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  return String(value).replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

/** A PostgreSQL array literal of text: {"a","b \"c\""}. */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

function copyLine(b: GeneratedBusiness): string {
  const created = b.createdAt.toISOString();
  const values = [
    b.name,
    b.slug,
    b.category,
    b.categorySlug,
    b.categoryGroup,
    b.address,
    b.city,
    b.citySlug,
    b.state,
    b.country,
    b.zipCode,
    b.phone,
    b.email,
    b.website,
    b.rating,
    b.reviewCount,
    textArray(b.photos),
    b.openingHours === undefined ? null : JSON.stringify(b.openingHours),
    b.isVerified,
    b.description,
    b.placeId,
    b.latitude,
    b.longitude,
    b.businessStatus,
    b.googleMapsUrl,
    b.about === undefined ? null : JSON.stringify(b.about),
    created,
    created,
  ];
  return `${values.map(copyText).join('\t')}\n`;
}

/** Batches lines into ~1 MB chunks: one stream write per chunk keeps COPY fed cheaply. */
async function* chunks(rows: Iterable<GeneratedBusiness>, onRow: () => void) {
  let chunk = '';
  for (const row of rows) {
    chunk += copyLine(row);
    onRow();
    if (chunk.length > 1_000_000) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

export async function copyBusinesses(
  client: pg.Client,
  rows: Iterable<GeneratedBusiness>,
  onRow: () => void = () => {},
) {
  const sink = client.query(copyFrom(`COPY businesses (${COLUMNS.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(chunks(rows, onRow)), sink);
  return sink.rowCount;
}
