-- An update re-files a business's category rows only when its categories changed. The
-- DELETE's join of the transition tables with business_categories was planned as a hash join
-- over the whole table even when no business had moved; the moved ids are now collected
-- first and their rows found by the business_id index.
CREATE OR REPLACE FUNCTION business_categories_on_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  moved uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE business_categories_rows('new_rows');
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM business_categories c USING old_rows o WHERE c.business_id = o.id;
  ELSE
    -- A new rank, town or status is written in place; changed categories replace the rows.
    UPDATE business_categories c
    SET city_slug = n.city_slug, rank_score = coalesce(n.rank_score, 0),
        closed = n.business_status = 'CLOSED_PERMANENTLY'
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE c.business_id = n.id
      AND (o.secondary_category_slugs, o.category_slug)
          IS NOT DISTINCT FROM (n.secondary_category_slugs, n.category_slug)
      AND (o.city_slug, o.rank_score, o.business_status)
          IS DISTINCT FROM (n.city_slug, n.rank_score, n.business_status);
    moved := ARRAY(
      SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.secondary_category_slugs, o.category_slug)
            IS DISTINCT FROM (n.secondary_category_slugs, n.category_slug));
    IF cardinality(moved) > 0 THEN
      DELETE FROM business_categories WHERE business_id = ANY (moved);
      EXECUTE business_categories_rows('(SELECT * FROM new_rows WHERE id = ANY ($1))')
        USING moved;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
