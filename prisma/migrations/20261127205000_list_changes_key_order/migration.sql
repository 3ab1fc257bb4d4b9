-- Rows of list_changes are upserted in key order, as business_facets' are, so two writes in
-- flight (the SEO batches, an import beside an edit) cannot deadlock on shared lists.
CREATE OR REPLACE FUNCTION list_changes_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_changes AS c (kind, key, changed_at)
    SELECT k.kind, k.key, max(r.updated_at)
    FROM new_rows r, list_change_keys(ROW(r.*)::businesses) k
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (kind, key) DO UPDATE SET changed_at = greatest(c.changed_at, EXCLUDED.changed_at);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO list_changes AS c (kind, key, changed_at)
    SELECT DISTINCT k.kind, k.key, now()
    FROM old_rows r, list_change_keys(ROW(r.*)::businesses) k
    ORDER BY 1, 2
    ON CONFLICT (kind, key) DO UPDATE SET changed_at = greatest(c.changed_at, EXCLUDED.changed_at);
  ELSE
    INSERT INTO list_changes AS c (kind, key, changed_at)
    SELECT k.kind, k.key, max(n.updated_at)
    FROM old_rows o JOIN new_rows n ON n.id = o.id,
         LATERAL (SELECT * FROM list_change_keys(ROW(o.*)::businesses)
                  UNION SELECT * FROM list_change_keys(ROW(n.*)::businesses)) k
    WHERE n.updated_at IS DISTINCT FROM o.updated_at
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (kind, key) DO UPDATE SET changed_at = greatest(c.changed_at, EXCLUDED.changed_at);
  END IF;
  RETURN NULL;
END
$$;
