import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { tsQueryText } from './query-text';
import type { Tiers } from './rank';
import type { What } from './what';

const TRUE = Prisma.sql`TRUE`;

/** No text: every business in scope, one tier. */
export const ALL_TIERS: Tiers = { match: TRUE, tier: Prisma.sql`0`, lists: [TRUE] };

/**
 * The ranking of a text search: the name typed in full, then every word in the name, then in
 * name + category + group, then anywhere (the description too). Word order never matters.
 */
export function textTiers(what: What): Tiers {
  const query = Prisma.sql`${tsQueryText(what.lexemes, '')}::tsquery`;
  const exact = Prisma.sql`lower(name) = ${what.text}`;
  const name = Prisma.sql`name_vector @@ ${query}`;
  const title = Prisma.sql`title_vector @@ ${query}`;
  const anywhere = Prisma.sql`search_vector @@ ${query}`;
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
