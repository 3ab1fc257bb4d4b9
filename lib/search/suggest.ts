import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { publicRead } from '@/lib/db';
import { findPage, looksLikeName, type Found } from './find';
import { sameWords } from './describe';

/**
 * A search worth trying instead of a dead end: a link to /businesses?q=&location= that keeps
 * the other filters (and the category, unless `withoutCategory`).
 */
export type SearchSuggestion = {
  q: string;
  location: string;
  label: string;
  withoutCategory?: boolean;
};

/** The closest category or business name to a misspelt "what" (trigram similarity). */
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

/**
 * Other searches to try, most faithful first; computed lazily. Never the words and place
 * typed (a place with text already widens to the nearest matches around it, find.ts).
 */
async function* candidates(found: Found, hadCategory: boolean): AsyncGenerator<Candidate> {
  const { q, locationText, location } = found;
  if (location?.kind === 'unknown') {
    if (location.closest) yield { q, location: location.closest };
    // A place it cannot read at all: the same words anywhere, said so in the label.
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

/**
 * For a search that found nothing: the first of these that finds something — the nearest
 * town to an unknown place, the same search without the category filter, the nearest
 * spelling of the "what" (here, then anywhere), or everything in the place.
 */
export async function suggestFor(
  found: Found,
  hadCategory: boolean,
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
