-- One pass over an update's transition tables finds the rows that move a cell and those whose
-- checked day moved; each summary statement reads only its rows (it joined them all, three times,
-- even when nothing moved), and a later day's re-import no longer re-adds every row's cells.
CREATE OR REPLACE FUNCTION coverage_on_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  source text;
  statement text;
  statements text[];
  cell_ids uuid[];
  day_ids uuid[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT
      array_agg(n.id) FILTER (WHERE
        (o.city_slug, o.city, o.country, o.category_slug, o.category, o.category_group,
         o.phone, o.website, o.opening_hours, o.latitude, o.longitude)
        IS DISTINCT FROM
        (n.city_slug, n.city, n.country, n.category_slug, n.category, n.category_group,
         n.phone, n.website, n.opening_hours, n.latitude, n.longitude)),
      array_agg(n.id) FILTER (WHERE
        (o.checked_at AT TIME ZONE 'UTC')::date IS DISTINCT FROM (n.checked_at AT TIME ZONE 'UTC')::date)
    INTO cell_ids, day_ids
    FROM old_rows o JOIN new_rows n ON n.id = o.id;
    statements := coverage_sql($sql$
      SELECT x.row, x.sign
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
           LATERAL (VALUES (ROW(o.*)::businesses, -1), (ROW(n.*)::businesses, 1)) AS x(row, sign)
      WHERE n.id = ANY ($1)
    $sql$);
    IF cell_ids IS NOT NULL THEN
      EXECUTE statements[1] USING cell_ids;
      EXECUTE statements[2] USING cell_ids;
    END IF;
    IF day_ids IS NOT NULL THEN
      EXECUTE statements[3] USING day_ids;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    source := $sql$
      SELECT ROW(r.*)::businesses, 1 FROM new_rows r
      WHERE NOT coalesce(
        r.import_id = nullif(current_setting('businesses.deferred_import', true), '')::uuid,
        false)
    $sql$;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM businesses) THEN
      DELETE FROM coverage_cells;
      DELETE FROM coverage_groups;
      DELETE FROM coverage_checked_days;
      RETURN NULL;
    END IF;
    source := 'SELECT ROW(r.*)::businesses, -1 FROM old_rows r';
  END IF;
  FOREACH statement IN ARRAY coverage_sql(source) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END
$$;
