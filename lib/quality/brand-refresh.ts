import type pg from 'pg';
import { brandDomain, brandName } from './brands';

export type BrandRefresh = { businesses: number; brands: number };

/** Recomputes rows a write marked stale (the brands migration's trigger), then their brands. */
export async function refreshBrands(
  client: Pick<pg.ClientBase, 'query'>,
  { batchSize = 5_000, importId }: { batchSize?: number; importId?: string } = {},
): Promise<BrandRefresh> {
  const touched = new Set<string>();
  if (importId) {
    // Rows the import writer keyed as it inserted: only brands with another member need a name.
    const { rows } = await client.query<{ domain: string }>(
      `SELECT DISTINCT b.brand_domain AS domain FROM businesses b
       WHERE b.import_id = $1 AND b.brand_domain IS NOT NULL AND EXISTS (
         SELECT FROM businesses o WHERE o.brand_domain = b.brand_domain AND o.id <> b.id)`,
      [importId],
    );
    for (const row of rows) touched.add(row.domain);
  }
  let businesses = 0;
  for (;;) {
    const { rows } = await client.query<{
      id: string;
      website: string | null;
      brand_domain: string | null;
    }>('SELECT id, website, brand_domain FROM businesses WHERE brand_stale LIMIT $1', [batchSize]);
    if (rows.length === 0) break;
    const domains = rows.map((row) => brandDomain(row.website));
    for (const [i, row] of rows.entries()) {
      if (row.brand_domain) touched.add(row.brand_domain);
      if (domains[i]) touched.add(domains[i]);
    }
    // A website changed since the read keeps the row stale: the next round reads it again.
    const { rowCount } = await client.query(
      `UPDATE businesses b SET brand_domain = u.domain, brand_stale = false
       FROM unnest($1::uuid[], $2::text[], $3::text[]) AS u(id, domain, website)
       WHERE b.id = u.id AND b.website IS NOT DISTINCT FROM u.website`,
      [rows.map((row) => row.id), domains, rows.map((row) => row.website)],
    );
    businesses += rowCount ?? 0;
  }
  const brands = await renameBrands(client, [...touched]);
  return { businesses, brands };
}

/** Brands of two or more businesses get (or keep) a row with their name; the others lose it. */
async function renameBrands(client: Pick<pg.ClientBase, 'query'>, domains: string[]) {
  let named = 0;
  for (let start = 0; start < domains.length; start += 1_000) {
    const chunk = domains.slice(start, start + 1_000);
    const { rows } = await client.query<{
      domain: string;
      name: string;
      count: number;
      open: number;
    }>(
      `SELECT brand_domain AS domain, name, count(*)::int AS count,
         count(*) FILTER (WHERE business_status <> 'CLOSED_PERMANENTLY')::int AS open
       FROM businesses WHERE brand_domain = ANY($1::text[]) GROUP BY 1, 2`,
      [chunk],
    );
    const byDomain = new Map<string, { name: string; count: number; open: number }[]>();
    for (const row of rows) {
      byDomain.set(row.domain, [...(byDomain.get(row.domain) ?? []), row]);
    }
    const chains = [...byDomain].filter(([, names]) => names.reduce((n, r) => n + r.count, 0) > 1);
    // The triggers keep the count from here on (migration brand_locations).
    await client.query(
      `INSERT INTO brands (domain, name, locations)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[])
       ON CONFLICT (domain) DO UPDATE SET name = excluded.name, locations = excluded.locations`,
      [
        chains.map(([domain]) => domain),
        chains.map(([domain, names]) => brandName(names, domain)),
        chains.map(([, names]) => names.reduce((n, r) => n + r.open, 0)),
      ],
    );
    await client.query(
      'DELETE FROM brands WHERE domain = ANY($1::text[]) AND NOT domain = ANY($2::text[])',
      [chunk, chains.map(([domain]) => domain)],
    );
    named += chains.length;
  }
  return named;
}
