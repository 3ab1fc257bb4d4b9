import 'server-only';
import type pg from 'pg';
import { BUSINESS_FIELDS } from '@/lib/business/fields';

/** Past this many businesses a phone is a chain's hotline: its pairs would swamp the queue. */
export const MAX_PHONE_GROUP = 50;
/** A phone on more businesses than this is likely a switchboard: its weight shrinks with the group. */
const SMALL_PHONE_GROUP = 3;
export const NEARBY_METRES = 50;
export const MIN_NAME_SIMILARITY = 0.6;

/** The history keys of the columns the signals below read: other changes cannot move a pair. */
const SIGNAL_KEYS = BUSINESS_FIELDS.filter(({ column }) =>
  ['name', 'phone', 'zip_code', 'latitude', 'longitude'].includes(column),
).map(({ key }) => key);

// Each phone group is read once, the other signals are an index lookup per touched row: never
// a pairwise scan (docs/data-quality.md). Touched rows are joined, never tested with `id IN (…) OR`,
// whose subplan rescans them per pair once they outgrow work_mem. Dismissed pairs never reopen.
const REFRESH_SQL = `
WITH touched AS (
  SELECT id FROM businesses WHERE import_id = $1
  UNION
  SELECT c.business_id FROM business_changes c
  WHERE c.changed_at = now()::timestamptz(3)
    AND c.source = (SELECT file_name FROM imports WHERE id = $1)
    AND c.changes ?| $2::text[]
), t AS MATERIALIZED (
  SELECT b.id, b.name, b.phone, b.earth,
    dq_postcode_key(b.zip_code) AS postcode_key, dq_name_key(b.name) AS name_key
  FROM businesses b JOIN touched USING (id)
), phone_groups AS (
  SELECT b.phone, array_agg(b.id) AS ids, array_agg(b.id) FILTER (WHERE t.id IS NOT NULL) AS touched
  FROM businesses b LEFT JOIN t USING (id)
  WHERE b.phone IN (SELECT phone FROM t WHERE phone LIKE '+%') AND b.phone LIKE '+%'
  GROUP BY b.phone HAVING count(*) BETWEEN 2 AND ${MAX_PHONE_GROUP}
), signals AS (
  SELECT least(x.id, y.id) AS a, greatest(x.id, y.id) AS b, 'phone' AS reason,
    0.6 * least(1, ${SMALL_PHONE_GROUP}::float8 / cardinality(g.ids)) AS weight
  FROM phone_groups g, unnest(g.touched) AS x(id), unnest(g.ids) AS y(id)
  WHERE x.id < y.id OR (x.id > y.id AND NOT y.id = ANY (g.touched)) -- two touched rows: once
  UNION ALL
  SELECT least(t.id, o.id), greatest(t.id, o.id), 'name_postcode', 0.7
  FROM t JOIN businesses o
    ON dq_postcode_key(o.zip_code) = t.postcode_key AND dq_name_key(o.name) = t.name_key
  WHERE t.postcode_key IS NOT NULL AND dq_postcode_key(o.zip_code) IS NOT NULL
    AND t.name_key <> '' AND o.id <> t.id
  UNION ALL
  SELECT least(t.id, o.id), greatest(t.id, o.id), 'nearby_name', 0.8 * similarity(t.name, o.name)
  FROM t JOIN businesses o ON earth_box(t.earth, ${NEARBY_METRES}) @> o.earth
  WHERE t.earth IS NOT NULL AND o.id <> t.id
    AND earth_distance(t.earth, o.earth) <= ${NEARBY_METRES}
    AND similarity(t.name, o.name) >= ${MIN_NAME_SIMILARITY}
), per_reason AS (
  SELECT a, b, reason, max(weight) AS weight FROM signals GROUP BY 1, 2, 3
), scored AS (
  SELECT a, b, round((1 - exp(sum(ln(1 - weight))))::numeric, 2)::real AS score,
    array_agg(reason ORDER BY reason) AS reasons
  FROM per_reason GROUP BY a, b
), stale AS (
  SELECT business_a, business_b FROM duplicate_candidates JOIN touched ON business_a = id
  UNION
  SELECT business_a, business_b FROM duplicate_candidates JOIN touched ON business_b = id
), dropped AS (
  DELETE FROM duplicate_candidates d USING stale
  WHERE (d.business_a, d.business_b) = (stale.business_a, stale.business_b) AND d.status = 'open'
    AND NOT EXISTS (SELECT 1 FROM scored s WHERE s.a = d.business_a AND s.b = d.business_b)
)
INSERT INTO duplicate_candidates (business_a, business_b, score, reasons)
SELECT a, b, score, reasons FROM scored
ON CONFLICT (business_a, business_b) DO UPDATE
SET score = excluded.score, reasons = excluded.reasons, updated_at = now()
WHERE duplicate_candidates.status = 'open'
  AND (duplicate_candidates.score, duplicate_candidates.reasons)
    IS DISTINCT FROM (excluded.score, excluded.reasons)`;

export const duplicateRefreshQuery = (importId: string) => ({
  text: REFRESH_SQL,
  values: [importId, SIGNAL_KEYS],
});

/** Pairs around the rows an import added or changed, in its transaction: a rollback leaves none. */
export async function refreshDuplicateCandidates(client: pg.ClientBase, importId: string) {
  const result = await client.query(duplicateRefreshQuery(importId));
  return result.rowCount ?? 0;
}
