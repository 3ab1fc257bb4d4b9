-- Businesses outside the UK's bank-holiday divisions (issue 44): on a bank holiday everywhere
-- open-now search reads these ids (with special hours) instead of testing the whole directory.
-- The predicate is lib/search/geo.ts's OUTSIDE_UK, character for character in its literals.
CREATE INDEX "businesses_outside_uk_idx" ON "businesses" ("id")
  WHERE country IS NOT NULL
    AND lower(country) NOT IN ('gb', 'uk', 'united kingdom', 'great britain', 'england', 'scotland', 'wales', 'northern ireland');
