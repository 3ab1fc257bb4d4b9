import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { tsQueryText, type Weights } from './query-text';
import type { Tiers } from './rank';
import type { What } from './what';

const TRUE = Prisma.sql`TRUE`;

export const ALL_TIERS: Tiers = { match: TRUE, tier: Prisma.sql`0`, lists: [TRUE] };

/** All word tiers read one search document; weight labels restrict them (A name, ABC name/category/group). */
export function textTiers(what: What, townsOnly = false): Tiers {
  const matches = (weights: Weights) =>
    Prisma.sql`search_vector @@ ${tsQueryText(what.lexemes, weights)}::tsquery`;
  const exact = Prisma.sql`lower(name) = ${what.text}`;
  const name = matches('A');
  const title = matches('ABC');
  const anywhere = matches('');
  // In towns, `name` as the (town, name) index reads it; a weight label is tested row by row (docs/search.md).
  const nameList = townsOnly
    ? Prisma.sql`to_tsvector('english', name) @@ ${tsQueryText(what.lexemes, '')}::tsquery`
    : name;
  return {
    match: anywhere,
    tier: Prisma.sql`CASE WHEN ${exact} THEN 0 WHEN ${name} THEN 1 WHEN ${title} THEN 2 ELSE 3 END`,
    lists: [exact, nameList, title, anywhere],
    textIndexed: true,
  };
}

export function fuzzyNameTiers(text: string): Tiers {
  const match = Prisma.sql`${text} <% name`;
  return {
    match,
    tier: Prisma.sql`1 - word_similarity(${text}, name)`,
    lists: [match],
  };
}
