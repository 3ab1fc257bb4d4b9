-- Time zones PostgreSQL knows (docs/import-export.md, "Time zones"). Node accepts legacy names
-- that PostgreSQL does not ("CTT", "US/Pacific-New", ...), and one stored row with such a zone
-- made every "open now" search that reached it fail ("time zone "CTT" not recognized").

-- Whether PostgreSQL reads the zone, tested by use (so an abbreviation it accepts, "EST",
-- passes too). An exception block per call: affordable on a write, not per row of a read.
CREATE FUNCTION business_time_zone_readable(zone text) RETURNS boolean
LANGUAGE plpgsql STABLE STRICT
AS $$
BEGIN
  PERFORM now() AT TIME ZONE zone;
  RETURN true;
EXCEPTION WHEN invalid_parameter_value THEN
  RETURN false;
END
$$;

-- The zone as stored: kept when PostgreSQL reads it; a legacy name (Java's three-letter IDs,
-- zones dropped from the tz database) becomes the zone Node 20 (ICU) resolves it to, as the
-- importer does (lib/hours/time-zone.ts); anything else NULL, which reads as Europe/London.
CREATE FUNCTION business_known_time_zone(zone text) RETURNS text
LANGUAGE sql STABLE STRICT
AS $$
  SELECT CASE WHEN business_time_zone_readable(zone) THEN zone ELSE (
    SELECT v.mapped FROM (VALUES (CASE zone
      WHEN 'ACT' THEN 'Australia/Darwin' WHEN 'AET' THEN 'Australia/Sydney'
      WHEN 'AGT' THEN 'America/Buenos_Aires' WHEN 'ART' THEN 'Africa/Cairo'
      WHEN 'AST' THEN 'America/Anchorage' WHEN 'BET' THEN 'America/Sao_Paulo'
      WHEN 'BST' THEN 'Asia/Dhaka' WHEN 'CAT' THEN 'Africa/Maputo'
      WHEN 'CNT' THEN 'America/St_Johns' WHEN 'CST' THEN 'America/Chicago'
      WHEN 'CTT' THEN 'Asia/Shanghai' WHEN 'EAT' THEN 'Africa/Nairobi'
      WHEN 'ECT' THEN 'Europe/Paris' WHEN 'IET' THEN 'America/Indianapolis'
      WHEN 'IST' THEN 'Asia/Calcutta' WHEN 'JST' THEN 'Asia/Tokyo'
      WHEN 'MIT' THEN 'Pacific/Apia' WHEN 'NET' THEN 'Asia/Yerevan'
      WHEN 'NST' THEN 'Pacific/Auckland' WHEN 'PLT' THEN 'Asia/Karachi'
      WHEN 'PNT' THEN 'America/Phoenix' WHEN 'PRT' THEN 'America/Puerto_Rico'
      WHEN 'PST' THEN 'America/Los_Angeles' WHEN 'SST' THEN 'Pacific/Guadalcanal'
      WHEN 'VST' THEN 'Asia/Saigon' WHEN 'US/Pacific-New' THEN 'America/Los_Angeles'
      WHEN 'Canada/East-Saskatchewan' THEN 'America/Regina'
    END)) AS v(mapped)
    WHERE business_time_zone_readable(v.mapped)) END
$$;

-- Every written zone goes through it, so no stored row holds a zone PostgreSQL cannot read and
-- the "open now" filter (lib/search/geo.ts) can never fail on one: the importer stores
-- canonical zones already; this catches direct writes.
-- The readable test inline (a nested call cost about four times as much a row), and the UK's
-- zone, nearly every row, without one.
CREATE FUNCTION business_time_zone_on_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.time_zone = 'Europe/London' THEN
    RETURN NEW;
  END IF;
  BEGIN
    PERFORM now() AT TIME ZONE NEW.time_zone;
  EXCEPTION WHEN invalid_parameter_value THEN
    NEW.time_zone := business_known_time_zone(NEW.time_zone);
  END;
  RETURN NEW;
END
$$;

CREATE TRIGGER "businesses_time_zone_known" BEFORE INSERT OR UPDATE OF "time_zone" ON "businesses"
  FOR EACH ROW WHEN (NEW.time_zone IS NOT NULL) EXECUTE FUNCTION business_time_zone_on_write();

-- The rows stored before: each updated zone goes through the trigger.
UPDATE "businesses" SET "time_zone" = "time_zone"
WHERE "time_zone" IS NOT NULL
  AND "time_zone" NOT IN (SELECT name FROM pg_timezone_names);
