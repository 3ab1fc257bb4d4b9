-- Towns per country: the home page counts the towns of the directory's own country
-- (DIRECTORY_COUNTRY), so an imported US file does not add to "UK Towns Covered". Key:
-- "{city slug} {lower-case country}" (a slug has no spaces). The update trigger already
-- recounts a row whose town or country changes.
CREATE OR REPLACE FUNCTION business_facet_keys(b businesses) RETURNS TABLE (kind text, key text, label text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT v.kind, v.key, v.label FROM (VALUES
    ('all', '', ''),
    ('verified', CASE WHEN b.is_verified THEN '' END, ''),
    ('city', nullif(b.city_slug, ''), b.city),
    ('county', nullif(lower(b.state), ''), b.state),
    ('country', nullif(b.country, ''), b.country),
    ('category', b.category_slug, b.category),
    ('group', b.category_group, b.category_group),
    ('city-category', nullif(b.city_slug, '') || ' ' || b.category_slug, b.city || ' ' || b.category),
    ('city-group', nullif(b.city_slug, '') || ' ' || b.category_group, b.city || ' ' || b.category_group),
    ('district', b.postcode_district, b.postcode_district),
    ('country-city', nullif(b.city_slug, '') || ' ' || nullif(lower(b.country), ''), b.city),
    ('area', b.postcode_area, b.postcode_area)
  ) AS v(kind, key, label)
  WHERE v.key IS NOT NULL
  UNION ALL
  SELECT x.kind, x.key, x.label
  FROM (SELECT DISTINCT ON (s.slug) s.slug, s.name
        FROM unnest(b.secondary_category_slugs, b.secondary_categories) AS s(slug, name)
        WHERE s.slug <> b.category_slug) s,
       LATERAL (VALUES
         ('category', s.slug, s.name),
         ('city-category', nullif(b.city_slug, '') || ' ' || s.slug, b.city || ' ' || s.name)
       ) AS x(kind, key, label)
  WHERE x.key IS NOT NULL
$$;

INSERT INTO business_facets (kind, key, label, total, open)
SELECT 'country-city', city_slug || ' ' || lower(country), min(city), count(*),
       count(*) FILTER (WHERE business_status <> 'CLOSED_PERMANENTLY')
FROM businesses
WHERE nullif(city_slug, '') IS NOT NULL AND nullif(lower(country), '') IS NOT NULL
GROUP BY city_slug || ' ' || lower(country)
ON CONFLICT (kind, key) DO UPDATE SET total = EXCLUDED.total, open = EXCLUDED.open;
