import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { tsQueryText, type Weights } from './query-text';
import type { Tiers } from './rank';
import type { What } from './what';

const TRUE = Prisma.sql`TRUE`;

/** No text: every business in scope, one tier. */
export const ALL_TIERS: Tiers = { match: TRUE, tier: Prisma.sql`0`, lists: [TRUE] };

/**
 * The ranking of a text search: the name typed in full, then every word in the name, then in
 * name + category + group, then anywhere (the description too). Word order never matters.
 * All three word tiers read the one search document: weight labels restrict the words to the
 * name (A) or to name, category and group (ABC).
 */
export function textTiers(what: What): Tiers {
  const matches = (weights: Weights) =>
    Prisma.sql`search_vector @@ ${tsQueryText(what.lexemes, weights)}::tsquery`;
  const exact = Prisma.sql`lower(name) = ${what.text}`;
  const name = matches('A');
  const title = matches('ABC');
  const anywhere = matches('');
  return {
    match: anywhere,
    tier: Prisma.sql`CASE WHEN ${exact} THEN 0 WHEN ${name} THEN 1 WHEN ${title} THEN 2 ELSE 3 END`,
    lists: [exact, name, title, anywhere],
  };
}

/**
 * The fallback when no word matches: names that look like the text (trigrams, so "Golden
 * Dargon" finds "Golden Dragon"), most similar first.
 */
export function fuzzyNameTiers(text: string): Tiers {
  const match = Prisma.sql`${text} <% name`;
  return {
    match,
    tier: Prisma.sql`1 - word_similarity(${text}, name)`,
    lists: [match],
  };
}
