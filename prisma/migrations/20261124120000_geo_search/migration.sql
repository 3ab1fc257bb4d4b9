-- Radius search and "open now" (docs/search.md).

-- Each business's point on the earth as a 3-D cube (earthdistance's ll_to_earth), stored so
-- that its GiST index can hold the rank too: "within r metres" (earth_box) and "nearest first"
-- (the cube <-> operator, a KNN scan) are then answered from the index alone, without
-- visiting a table page per business (rows lie scattered, a page each).
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;

ALTER TABLE "businesses"
  ADD COLUMN "earth" cube GENERATED ALWAYS AS (ll_to_earth("latitude", "longitude")::cube) STORED;

CREATE INDEX "businesses_earth_idx" ON "businesses" USING gist ("earth")
  INCLUDE ("rank_score", "business_status", "id");

-- The week's opening hours as local minutes of the week (Monday 00:00 = 0, 10080 minutes), read
-- from the stored canonical day texts ("9AM-5:30PM, 6PM-2AM", "5:30-11PM", "Closed", "Open 24
-- hours"; see lib/hours/format.ts). A range past midnight runs into the next day; past Sunday,
-- into Monday. Unknown days are absent, so "open now" never claims them. Immutable, so a
-- generated column can use it and the importer needs no change. String functions, not a
-- regular expression: a regexp_match per range cost ~0.6 ms a row (measured at 100k).
CREATE FUNCTION business_open_minutes(hours jsonb) RETURNS int4multirange
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
SET search_path = pg_catalog
AS $$
DECLARE
  day_names text[] := ARRAY['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday'];
  result int4multirange := '{}';
  day int;
  day_text text;
  part text;
  dash int;
  opening text;
  closing text;
  closing_meridiem text;
  opening_meridiem text;
  opens int;
  closes int;
  base int;
  side int;
  clock text;
  meridiem text;
  clock_hours text;
  clock_minutes text;
  minutes int;
BEGIN
  IF hours IS NULL OR jsonb_typeof(hours) <> 'object' THEN
    RETURN NULL;
  END IF;
  FOR day IN 1..7 LOOP
    day_text := hours ->> day_names[day];
    CONTINUE WHEN day_text IS NULL OR day_text = 'Closed';
    base := (day - 1) * 1440;
    IF day_text = 'Open 24 hours' THEN
      result := result + int4multirange(int4range(base, base + 1440));
      CONTINUE;
    END IF;
    FOREACH part IN ARRAY string_to_array(day_text, ', ') LOOP
      dash := position('-' IN part);
      CONTINUE WHEN dash = 0;
      opening := left(part, dash - 1);
      closing := substr(part, dash + 1);
      closing_meridiem := right(closing, 2);
      opening_meridiem := right(opening, 2);
      -- "5:30-11PM": the opening time shares the closing time's meridiem.
      IF opening_meridiem IN ('AM', 'PM') THEN
        opening := left(opening, -2);
      ELSE
        opening_meridiem := closing_meridiem;
      END IF;
      opens := NULL;
      closes := NULL;
      -- Each end: "9" or "5:30" and its meridiem, as minutes after midnight; else no range.
      FOR side IN 1..2 LOOP
        clock := CASE side WHEN 1 THEN opening ELSE left(closing, -2) END;
        meridiem := CASE side WHEN 1 THEN opening_meridiem ELSE closing_meridiem END;
        clock_hours := split_part(clock, ':', 1);
        clock_minutes := split_part(clock, ':', 2);
        EXIT WHEN clock_hours = '' OR length(clock_hours) > 2
          OR translate(clock_hours, '0123456789', '') <> '' OR split_part(clock, ':', 3) <> ''
          OR (clock_minutes <> '' AND (length(clock_minutes) <> 2
                                       OR translate(clock_minutes, '0123456789', '') <> ''))
          OR meridiem NOT IN ('AM', 'PM');
        minutes := (clock_hours::int % 12) * 60 + coalesce(nullif(clock_minutes, '')::int, 0)
          + CASE WHEN meridiem = 'PM' THEN 720 ELSE 0 END;
        IF side = 1 THEN opens := minutes; ELSE closes := minutes; END IF;
      END LOOP;
      CONTINUE WHEN opens IS NULL OR closes IS NULL;
      IF closes <= opens THEN
        closes := closes + 1440;
      END IF;
      IF base + closes > 10080 THEN
        result := result + int4multirange(int4range(base + opens, 10080),
                                          int4range(0, base + closes - 10080));
      ELSE
        result := result + int4multirange(int4range(base + opens, base + closes));
      END IF;
    END LOOP;
  END LOOP;
  RETURN result;
END
$$;

ALTER TABLE "businesses"
  ADD COLUMN "open_minutes" int4multirange
  GENERATED ALWAYS AS (business_open_minutes("opening_hours")) STORED;

-- The list orders besides relevance, walked from the top for big scopes (a large town or a
-- wide circle) and stopped after a page; small scopes are read and sorted whole.
CREATE INDEX "businesses_rating_order_idx" ON "businesses" ("rating" DESC NULLS LAST, "review_count" DESC, "id");
CREATE INDEX "businesses_reviews_order_idx" ON "businesses" ("review_count" DESC, "rating" DESC NULLS LAST, "id");
CREATE INDEX "businesses_name_order_idx" ON "businesses" (lower("name"), "id");
