/** History rows point at the business, so never a chain; `null` slug means deleted (docs/seo.md). */
export const FORMER_SLUG_SQL = `
  SELECT b.slug AS current, b.id::text AS id FROM slug_history h
  JOIN businesses b ON b.id = h.business_id
  WHERE h.slug = $1
  UNION ALL
  SELECT NULL, NULL FROM gone_slugs WHERE slug = $1
  LIMIT 1`;

export type FormerSlug = { kind: 'moved'; slug: string; id: string } | { kind: 'gone' } | null;

export function toFormerSlug(rows: { current: string | null; id: string | null }[]): FormerSlug {
  const [row] = rows;
  if (!row) return null;
  return row.current === null
    ? { kind: 'gone' }
    : { kind: 'moved', slug: row.current, id: row.id! };
}
