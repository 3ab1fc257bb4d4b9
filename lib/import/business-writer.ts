import 'server-only';
import { ApiError } from '@/lib/errors';
import { BUSINESS_FIELDS, REFRESHED_FIELDS, type BusinessField } from '@/lib/business/fields';
import { checkoutPgClient, type PgCheckout } from '@/lib/db';
import { isDatabaseUnavailable } from '@/lib/db/database-errors';
import type { DuplicateMode } from '@/lib/import/fields';
import { indexNowEnabled } from '@/lib/indexnow/outbox';
import { refreshDuplicateCandidates } from '@/lib/quality/duplicates-refresh';
import { businessSlug, uniqueBusinessSlug, type BusinessRecord } from '@/lib/validation/business';
import { brandDomain } from '@/lib/quality/brands';
import { CONFLICT_REASON } from '@/lib/reports/schema';

export type WritableBusiness = BusinessRecord & {
  preferredSlug?: string;
  secondaryCategories?: string[];
  secondaryCategorySlugs?: string[];
  reviewsPerScore?: number[];
  /** False when the file had no status for the row (the schema then says OPERATIONAL). */
  statusStated?: boolean;
};

export type WriteCounts = {
  importId: string;
  imported: number;
  duplicatesSkipped: number;
  updated: number;
};

const CONNECTION_LOST =
  'The database connection was lost during the import; nothing was imported. Please try again.';

const isConnectionLoss = (error: unknown, connection: PgCheckout) =>
  connection.lost() !== undefined || isDatabaseUnavailable(error);

// Serialises imports: slugs are chosen against what is stored, so two imports could pick the same one.
export const IMPORT_LOCK = 7_401_123;
/** As autovacuum's analyze threshold: past it the table's statistics no longer describe it. */
const ANALYZE_MIN_ROWS = 1_000;
const ANALYZE_SCALE_FACTOR = 0.1;

/** Cell text can be a slice of a whole XML chunk; keeping the slice would keep the chunk alive. */
const ownCopy = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

// One JSON parameter per batch: JSON.stringify and json_to_recordset are far cheaper than JS arrays.
const recordColumns = (fields: readonly BusinessField[]) =>
  fields.map(({ key, sqlType }) => `"${key}" ${sqlType}`).join(', ');

const INSERT_SQL = `
INSERT INTO businesses (${BUSINESS_FIELDS.map(({ column }) => column).join(', ')}, import_id,
  brand_stale)
SELECT ${BUSINESS_FIELDS.map(({ key, sqlType }) =>
  sqlType.endsWith('[]') ? `coalesce("${key}", '{}')` : `"${key}"`,
).join(', ')}, $2::uuid, false
FROM json_to_recordset($1::json) AS t(${recordColumns(BUSINESS_FIELDS)})
ON CONFLICT (place_id) DO NOTHING`;

/** A value the row lacks keeps the stored one; a field edited by hand keeps its value too. */
function refreshedValue({ key, column, missing, refresh }: BusinessField) {
  const incoming = missing ? `nullif(t."${key}", ${missing})` : `t."${key}"`;
  const value = `coalesce(${incoming}, b.${column})`;
  return refresh?.editedAs
    ? `CASE WHEN '${refresh.editedAs}' = ANY(b.edited_fields) THEN b.${column} ELSE ${value} END`
    : value;
}

// Derived columns follow their source field; history records the source only.
const HISTORY_FIELDS: readonly [string, string][] = [
  ['slug', 'slug'],
  ...REFRESHED_FIELDS.filter((field) => !field.derivedFrom).map(
    ({ column, key }) => [column, key] as [string, string],
  ),
];

const CHANGES_JSON = HISTORY_FIELDS.map(
  ([column, key]) =>
    `CASE WHEN n.old_${column} IS DISTINCT FROM n.${column} THEN jsonb_build_object('${key}', ` +
    `jsonb_build_object('old', n.old_${column}, 'new', n.${column})) ELSE '{}'::jsonb END`,
).join(' || ');

const DIFFERS = `(b.slug, ${REFRESHED_FIELDS.map(({ column }) => `b.${column}`).join(', ')})
  IS DISTINCT FROM (n.slug, ${REFRESHED_FIELDS.map(({ column }) => `n.${column}`).join(', ')})`;

/** Only rows that differ are written, so the facet trigger moves only their counts; see docs/import-export.md. */
const updateSql = (queueIndexNow: boolean) => `
WITH next AS (
  SELECT b.id, t."slug" AS slug, ${REFRESHED_FIELDS.map((field) => `${refreshedValue(field)} AS ${field.column}`).join(', ')},
    ${HISTORY_FIELDS.map(([column]) => `b.${column} AS old_${column}`).join(', ')}
  FROM json_to_recordset($1::json) AS t("placeId" text, "slug" text,
    ${recordColumns(REFRESHED_FIELDS)})
  JOIN businesses b ON b.place_id = t."placeId"
), changed AS (
  UPDATE businesses b
  SET slug = n.slug, ${REFRESHED_FIELDS.map(({ column }) => `${column} = n.${column}`).join(', ')},
    updated_at = now(), checked_at = now()
  FROM next n
  WHERE b.id = n.id AND ${DIFFERS}
  RETURNING b.id, b.place_id, b.slug, n.old_slug, ${CHANGES_JSON} AS changes
), confirmed AS (
  UPDATE businesses b SET checked_at = now()
  FROM (SELECT unnest($3::text[]) EXCEPT SELECT place_id FROM changed) AS p(place_id)
  WHERE b.place_id = p.place_id
), history AS (
  INSERT INTO business_changes (business_id, slug, source, changes)
  SELECT id, slug, $2, changes FROM changed WHERE changes <> '{}'::jsonb
)${
  queueIndexNow
    ? `, queued AS (
  INSERT INTO indexnow_outbox (slug)
  SELECT slug FROM changed UNION SELECT old_slug FROM changed
  ON CONFLICT (slug) DO NOTHING
)`
    : ''
}
SELECT count(*)::int AS updated FROM changed`;

// Runs before the update, which keeps an admin's closure (editedAs); the admin decides in the Reports tab.
const CONFLICTS_SQL = `
INSERT INTO business_reports (business_id, kind, reason, details)
SELECT b.id, 'conflict', '${CONFLICT_REASON}', $2
FROM json_to_recordset($1::json) AS t("placeId" text, "businessStatus" text, "statusStated" bool)
JOIN businesses b ON b.place_id = t."placeId"
WHERE t."statusStated" AND t."businessStatus" = 'OPERATIONAL'
  AND b.business_status <> 'OPERATIONAL' AND 'businessStatus' = ANY(b.edited_fields)
ON CONFLICT (business_id) WHERE kind = 'conflict' DO NOTHING`;

const UPDATE_SQL = updateSql(false);
const UPDATE_AND_QUEUE_SQL = updateSql(true);

type StoredBusiness = { place_id: string; name: string; slug: string; name_edited: boolean };

/** Nothing is visible to readers before `commit`; `rollback` leaves no trace. */
export class BusinessWriter {
  private readonly seenPlaceIds = new Set<string>();
  private readonly assignedSlugs = new Set<string>();
  private imported = 0;
  private duplicates = 0;
  private updated = 0;
  private finished = false;

  private constructor(
    private readonly connection: PgCheckout,
    readonly importId: string,
    private readonly mode: DuplicateMode,
    private readonly source: string,
  ) {}

  private get client() {
    return this.connection.client;
  }

  static async open(fileName: string, mode: DuplicateMode = 'skip'): Promise<BusinessWriter> {
    const connection = await checkoutPgClient();
    const { client } = connection;
    try {
      await client.query('BEGIN');
      // An import's statements outlast the pool's timeout for reads.
      await client.query('SET LOCAL statement_timeout = 0');
      await client.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
      const { rows } = await client.query<{ id: string }>(
        'INSERT INTO imports (file_name) VALUES ($1) RETURNING id',
        [fileName.slice(0, 255)],
      );
      const importId = rows[0]!.id;
      // Facet counts are added once by `commit` (import_facets_once migration), not per batch.
      await client.query("SELECT set_config('businesses.deferred_import', $1, true)", [importId]);
      return new BusinessWriter(connection, importId, mode, fileName.slice(0, 255));
    } catch (error) {
      connection.release(true);
      throw isConnectionLoss(error, connection) ? new ApiError(503, CONNECTION_LOST) : error;
    }
  }

  write(batch: WritableBusiness[]): Promise<void> {
    return this.explained(this.writeBatch(batch));
  }

  // A lost connection is a clean, retryable failure (503), not an internal error.
  private async explained<T>(operation: Promise<T>): Promise<T> {
    try {
      return await operation;
    } catch (error) {
      if (isConnectionLoss(error, this.connection)) throw new ApiError(503, CONNECTION_LOST);
      throw error;
    }
  }

  private async writeBatch(batch: WritableBusiness[]): Promise<void> {
    const fresh: WritableBusiness[] = [];
    for (const row of batch) {
      if (this.seenPlaceIds.has(row.placeId)) this.duplicates++;
      else {
        this.seenPlaceIds.add(ownCopy(row.placeId));
        fresh.push(row);
      }
    }
    if (fresh.length === 0) return;
    const update = this.mode === 'update';
    const { rows: stored } = await this.client.query<StoredBusiness>(
      update
        ? `SELECT place_id, name, slug, 'name' = ANY(edited_fields) AS name_edited
           FROM businesses WHERE place_id = ANY($1::text[])`
        : 'SELECT place_id FROM businesses WHERE place_id = ANY($1::text[])',
      [fresh.map((row) => row.placeId)],
    );
    const storedById = new Map(stored.map((row) => [row.place_id, row]));
    const rows = fresh.filter((row) => !storedById.has(row.placeId));
    if (update)
      await this.refresh(
        fresh.filter((row) => storedById.has(row.placeId)),
        storedById,
      );
    else this.duplicates += fresh.length - rows.length;
    if (rows.length === 0) return;
    const slugs = await this.assignSlugs(rows);
    rows.forEach((row, i) => (row.slug = slugs[i]!));
    const json = JSON.stringify(
      rows.map((row) => ({ ...row, brandDomain: brandDomain(row.website) })),
    );
    const result = await this.client.query(INSERT_SQL, [json, this.importId]);
    this.imported += result.rowCount ?? 0;
    // Only a writer outside imports (say the admin form) can have raced us to a place id.
    this.duplicates += rows.length - (result.rowCount ?? 0);
  }

  /** Update mode (REFRESHED_FIELDS): a renamed business gets its new spec slug in place. */
  private async refresh(rows: WritableBusiness[], stored: Map<string, StoredBusiness>) {
    if (rows.length === 0) return;
    const renamed = rows.filter((row) => {
      const current = stored.get(row.placeId)!;
      if (current.name_edited || row.name === current.name) return false;
      return businessSlug(row.name, row.placeId) !== current.slug;
    });
    const renamedSlugs = renamed.length > 0 ? await this.assignSlugs(renamed, true) : [];
    const slugOf = new Map(renamed.map((row, i) => [row.placeId, renamedSlugs[i]!]));
    const json = JSON.stringify(
      rows.map((row) => ({
        ...row,
        slug: slugOf.get(row.placeId) ?? stored.get(row.placeId)!.slug,
      })),
    );
    await this.client.query(CONFLICTS_SQL, [
      json,
      `The import of ${this.source} says it is operational.`,
    ]);
    const { rows: result } = await this.client.query<{ updated: number }>(
      indexNowEnabled() ? UPDATE_AND_QUEUE_SQL : UPDATE_SQL,
      [json, this.source, rows.map((row) => row.placeId)],
    );
    const updated = result[0]!.updated;
    this.updated += updated;
    this.duplicates += rows.length - updated;
  }

  /** Only the candidate slugs tried are asked of the database, round by round. */
  private async assignSlugs(rows: WritableBusiness[], renaming = false): Promise<string[]> {
    const stored = new Set<string>();
    const asked = new Set<string>();
    for (;;) {
      const unknown = new Set<string>();
      const batchSlugs = new Set<string>();
      const slugs = rows.map((row) => {
        const taken = (candidate: string) => {
          if (this.assignedSlugs.has(candidate) || batchSlugs.has(candidate)) return true;
          if (stored.has(candidate)) return true;
          if (!asked.has(candidate)) unknown.add(candidate);
          return false;
        };
        const slug =
          !renaming && row.preferredSlug && !taken(row.preferredSlug)
            ? row.preferredSlug
            : !taken(row.slug)
              ? row.slug
              : uniqueBusinessSlug(row.name, row.placeId, taken);
        batchSlugs.add(slug);
        return slug;
      });
      if (unknown.size === 0) {
        for (const slug of slugs) this.assignedSlugs.add(ownCopy(slug));
        return slugs;
      }
      const { rows: taken } = await this.client.query<{ slug: string }>(
        'SELECT slug FROM businesses WHERE slug = ANY($1::text[])',
        [[...unknown]],
      );
      for (const candidate of unknown) asked.add(candidate);
      for (const row of taken) stored.add(row.slug);
    }
  }

  commit(totalErrors: number): Promise<WriteCounts> {
    return this.explained(this.commitImport(totalErrors));
  }

  private async commitImport(totalErrors: number): Promise<WriteCounts> {
    await this.analyzeIfOutgrown();
    await this.client.query('SELECT business_facets_add_import($1)', [this.importId]);
    await this.client.query('SELECT coverage_add_import($1)', [this.importId]);
    // After the facet count: the update trigger then moves the filled rows to their town.
    await this.client.query('SELECT fill_service_area_towns($1)', [this.importId]);
    await refreshDuplicateCandidates(this.client, this.importId);
    if (indexNowEnabled())
      await this.client.query(
        `INSERT INTO indexnow_outbox (slug) SELECT slug FROM businesses WHERE import_id = $1
         ON CONFLICT (slug) DO NOTHING`,
        [this.importId],
      );
    await this.client.query(
      `UPDATE imports SET imported = $2, duplicates_skipped = $3, total_errors = $4, updated = $5
       WHERE id = $1`,
      [this.importId, this.imported, this.duplicates, totalErrors, this.updated],
    );
    await this.client.query('COMMIT');
    this.close(false);
    return {
      importId: this.importId,
      imported: this.imported,
      duplicatesSkipped: this.duplicates,
      updated: this.updated,
    };
  }

  async rollback(): Promise<void> {
    if (this.finished) return;
    const rolledBack = await this.client.query('ROLLBACK').then(
      () => true,
      () => false,
    );
    this.close(!rolledBack);
  }

  // Statistics miss this transaction's rows: after a large first import the planner takes the
  // table for empty and joins it row by row. ANALYZE counts our own uncommitted rows.
  private async analyzeIfOutgrown() {
    const written = this.imported + this.updated;
    if (written < ANALYZE_MIN_ROWS) return;
    const { rows } = await this.client.query<{ estimate: number }>(
      "SELECT greatest(reltuples, 0)::float8 AS estimate FROM pg_class WHERE oid = 'businesses'::regclass",
    );
    if (written > rows[0]!.estimate * ANALYZE_SCALE_FACTOR)
      await this.client.query('ANALYZE businesses');
  }

  private close(failed: boolean) {
    this.finished = true;
    this.connection.release(failed);
  }
}
