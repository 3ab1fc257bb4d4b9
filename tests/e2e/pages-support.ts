// Shared by the pages-*.spec.ts files: direct reads and writes on the e2e database (the test
// runner passes DATABASE_URL), so tests pick real fixtures instead of hard-coding them.
import pg from 'pg';
import {
  businessInputSchema,
  toBusinessRecord,
  type BusinessInput,
} from '@/lib/validation/business';

export async function sql<Row = Record<string, unknown>>(text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** A value no earlier run used: pages are cached for 5 minutes, so every run needs new rows. */
export function unique(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const inserted: string[] = [];

/**
 * Removes the businesses this worker inserted: for specs that run before the list and footer
 * tests, which count the seed's 1,200.
 */
export async function deleteInsertedBusinesses() {
  await sql('DELETE FROM businesses WHERE id = ANY($1::uuid[])', [inserted.splice(0)]);
}

/** Inserts a business through the same validation and derived columns as an import row. */
export async function insertBusiness(
  input: Omit<BusinessInput, 'openingHours'> & { openingHours?: unknown },
) {
  // The schema wants the hours key present even when a listing has none.
  const record = toBusinessRecord(
    businessInputSchema.parse({ ...input, openingHours: input.openingHours ?? null }),
  );
  const [row] = await sql<{ id: string; slug: string }>(
    `INSERT INTO businesses (name, slug, category, category_slug, category_group, address, city,
       city_slug, state, country, zip_code, phone, rating, review_count, photos, opening_hours,
       is_verified, place_id, latitude, longitude, business_status)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21)
     RETURNING id, slug`,
    [
      record.name,
      record.slug,
      record.category,
      record.categorySlug,
      record.categoryGroup,
      record.address ?? null,
      record.city ?? null,
      record.citySlug ?? null,
      record.state ?? null,
      record.country ?? null,
      record.zipCode ?? null,
      record.phone ?? null,
      record.rating ?? null,
      record.reviewCount,
      record.photos,
      record.openingHours ? JSON.stringify(record.openingHours) : null,
      record.isVerified,
      record.placeId,
      record.latitude ?? null,
      record.longitude ?? null,
      record.businessStatus,
    ],
  );
  inserted.push(row!.id);
  return { ...record, ...row! };
}

/** All JSON-LD blocks of an HTML document, parsed. */
export function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.flatMap((match) => {
    const data = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

/** The content of a meta tag by name or property, or null. */
export function meta(html: string, key: string): string | null {
  const tag = [...html.matchAll(/<meta\b[^>]*>/g)]
    .map((m) => m[0])
    .find((t) => t.includes(`name="${key}"`) || t.includes(`property="${key}"`));
  return tag ? (/content="([^"]*)"/.exec(tag)?.[1] ?? null) : null;
}

export function canonical(html: string): string | null {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;
}

export function title(html: string): string | null {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
}
