import 'server-only';
import { db } from '@/lib/db';
import { findBusinesses, type Found } from './find';

/** A search worth trying instead of a dead end: a link to /businesses?q=&location=. */
export type SearchSuggestion = { q: string; location: string; label: string };

/** The closest category or business name to a misspelt "what" (trigram similarity). */
async function closestSpelling(q: string): Promise<string | null> {
  const [row] = await db.$queryRaw<{ text: string }[]>`
    SELECT text FROM (
      (SELECT label AS text, similarity(label, ${q}) AS sim FROM business_facets
       WHERE kind = 'category' AND total > 0 AND label % ${q}
       ORDER BY sim DESC LIMIT 1)
      UNION ALL
      (SELECT name, similarity(name, ${q}) FROM businesses WHERE name % ${q}
       ORDER BY 2 DESC LIMIT 1)
    ) AS closest
    ORDER BY sim DESC LIMIT 1`;
  return row && row.text.toLowerCase() !== q.toLowerCase() ? row.text : null;
}

function label(q: string, location: string) {
  return q && location ? `${q} in ${location}` : q || location;
}

type Candidate = { q: string; location: string };

/** Broader or respelt searches to try, most faithful first; computed lazily. */
async function* candidates(found: Found, hadCategory: boolean): AsyncGenerator<Candidate> {
  const { q, locationText, location } = found;
  if (location?.kind === 'unknown') {
    if (location.closest) yield { q, location: location.closest };
  } else if (hadCategory) {
    yield { q, location: locationText };
  }
  // A full postcode is a street or two: its district is the next step out.
  if (location?.kind === 'postcode' && location.postcode.kind === 'postcode') {
    yield { q, location: location.postcode.district };
  }
  if (q && locationText) yield { q, location: '' };
  const spelling = q ? await closestSpelling(q) : null;
  if (spelling) {
    if (locationText && location?.kind !== 'unknown') yield { q: spelling, location: locationText };
    yield { q: spelling, location: '' };
  }
  if (q && locationText && location?.kind !== 'unknown') yield { q: '', location: locationText };
}

/**
 * For a search that found nothing: the first of these that finds something — the nearest
 * town to an unknown place, the same search without the category filter, the postcode's
 * district, the same "what" anywhere, the nearest spelling of the "what" (here, then
 * anywhere), or everything in the place.
 */
export async function suggestFor(
  found: Found,
  hadCategory: boolean,
): Promise<SearchSuggestion | undefined> {
  for await (const candidate of candidates(found, hadCategory)) {
    const tried = await findBusinesses({ ...candidate, limit: 1, offset: 0 });
    if (tried.totalCount > 0)
      return { ...candidate, label: label(candidate.q, candidate.location) };
  }
  return undefined;
}
