import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { publicRead } from '@/lib/db';
import { looksLikeName } from './conditions';
import type { BusinessQuery } from './plan';
import type { Found } from './reads';
import { sameWords } from './describe';

export type SearchSuggestion = {
  q: string;
  location: string;
  label: string;
  withoutCategory?: boolean;
};

async function closestSpelling(q: string): Promise<string | null> {
  const [row] = await publicRead<{ text: string }>(Prisma.sql`
    SELECT text FROM (
      (SELECT label AS text, similarity(label, ${q}) AS sim FROM business_facets
       WHERE kind = 'category' AND total > 0 AND label % ${q}
       ORDER BY sim DESC LIMIT 1)
      UNION ALL
      (SELECT name, similarity(name, ${q}) FROM businesses WHERE name % ${q}
       ORDER BY 2 DESC LIMIT 1)
    ) AS closest
    ORDER BY sim DESC LIMIT 1`);
  return row && !sameWords(row.text, q) ? row.text : null;
}

function label(q: string, location: string) {
  return q && location ? `${q} in ${location}` : q || location;
}

type Candidate = { q: string; location: string; withoutCategory?: boolean; anywhere?: boolean };

// Never the words and place typed: a place with text already widens to nearby matches.
async function* candidates(found: Found, hadCategory: boolean): AsyncGenerator<Candidate> {
  const { q, locationText, location } = found;
  if (location?.kind === 'unknown') {
    if (location.closest) yield { q, location: location.closest };
    else if (q) yield { q, location: '', anywhere: true };
  } else if (hadCategory) {
    yield { q, location: locationText, withoutCategory: true };
  }
  const spelling = q && looksLikeName(q) ? await closestSpelling(q) : null;
  if (spelling) {
    if (locationText && location?.kind !== 'unknown') yield { q: spelling, location: locationText };
    yield { q: spelling, location: '' };
  }
  if (q && locationText && location?.kind !== 'unknown') yield { q: '', location: locationText };
}

/** `findPage`: one plain read of a search (lib/search/search-businesses.ts), passed in so neither file imports the other. */
export async function suggestFor(
  found: Found,
  hadCategory: boolean,
  findPage: (query: BusinessQuery) => Promise<Found>,
): Promise<SearchSuggestion | undefined> {
  for await (const candidate of candidates(found, hadCategory)) {
    const { withoutCategory, anywhere, ...search } = candidate;
    const tried = await findPage({ ...search, limit: 1, offset: 0 });
    if (tried.totalCount > 0) {
      const text = label(search.q, search.location);
      return {
        ...search,
        ...(withoutCategory ? { withoutCategory } : {}),
        label: withoutCategory
          ? `${text} in all categories`
          : anywhere
            ? `${text} anywhere in the UK`
            : text,
      };
    }
  }
  return undefined;
}
