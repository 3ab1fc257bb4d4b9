-- An import adds its rows to the facet counts once, just before it commits, instead of once
-- per 2,000-row statement. Per statement, the upsert touched about three facet rows per
-- business (town + category, district and the like are nearly unique within a batch), which
-- was a third of the database's CPU per imported row; once per import, each facet is written
-- once. The importer names its import in `businesses.deferred_import` (transaction-local), the
-- insert trigger leaves that import's rows out, and business_facets_add_import counts them.
-- Any other insert, even in the same transaction, is counted as before.
CREATE OR REPLACE FUNCTION business_facets_on_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE business_facets_add_sql($sql$
      SELECT ROW(r.*)::businesses, 1 FROM new_rows r
      WHERE NOT coalesce(
        r.import_id = nullif(current_setting('businesses.deferred_import', true), '')::uuid,
        false)
    $sql$);
  ELSIF TG_OP = 'DELETE' THEN
    -- Delete-all: nothing left to count.
    IF NOT EXISTS (SELECT 1 FROM businesses) THEN
      DELETE FROM business_facets;
    ELSE
      EXECUTE business_facets_add_sql('SELECT ROW(r.*)::businesses, -1 FROM old_rows r');
    END IF;
  ELSE
    -- Only rows whose counted columns changed (an SEO update of every row moves nothing).
    EXECUTE business_facets_add_sql($sql$
      SELECT x.row, x.sign
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
           LATERAL (VALUES (ROW(o.*)::businesses, -1), (ROW(n.*)::businesses, 1)) AS x(row, sign)
      WHERE (o.is_verified, o.city_slug, o.city, o.state, o.country, o.category_slug,
             o.category, o.category_group, o.postcode_district, o.business_status)
        IS DISTINCT FROM
            (n.is_verified, n.city_slug, n.city, n.state, n.country, n.category_slug,
             n.category, n.category_group, n.postcode_district, n.business_status)
    $sql$);
  END IF;
  RETURN NULL;
END
$$;

-- Counts the rows of a deferred import; called once, in the import's transaction.
CREATE FUNCTION business_facets_add_import(import uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE business_facets_add_sql(
    format('SELECT b, 1 FROM businesses b WHERE b.import_id = %L', import));
END
$$;
