import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { publicRead } from '@/lib/db';
import { slugify } from '@/lib/slug';
import { findPostcodeIn, parsePostcodeQuery, type PostcodeQuery } from './postcode';

const MAX_PLACES = 20;
const TYPO_SIMILARITY = 0.5;
const SUGGEST_SIMILARITY = 0.3;

export type PlaceSize = { size: number; directorySize: number; inTowns?: number };

export type Location =
  | ({
      kind: 'places';
      cities: string[];
      counties: string[];
      label: string;
      corrected: boolean;
    } & PlaceSize)
  | ({ kind: 'postcode'; postcode: PostcodeQuery; label: string } & PlaceSize)
  | { kind: 'unknown'; text: string; closest?: string };

type PlaceRow = {
  kind: 'city' | 'county';
  key: string;
  label: string;
  sim: number;
  total: number;
  directorySize: number;
};

const DIRECTORY_SIZE = Prisma.sql`(SELECT coalesce(max(total), 0)::int FROM business_facets
  WHERE kind = 'all' AND key = '')`;

const wordsOf = (text: string) => slugify(text).split('-').filter(Boolean);

async function postcodeLocation(postcode: PostcodeQuery): Promise<Location> {
  const [kind, key, label] =
    postcode.kind === 'area'
      ? ['area', postcode.area, postcode.area]
      : [
          'district',
          postcode.district,
          postcode.kind === 'postcode' ? postcode.postcode : postcode.district,
        ];
  const [row] = await publicRead<PlaceSize>(Prisma.sql`
    SELECT coalesce((SELECT total FROM business_facets WHERE kind = ${kind} AND key = ${key}), 0)
             AS size,
           ${DIRECTORY_SIZE} AS "directorySize"`);
  return {
    kind: 'postcode',
    postcode,
    label,
    size: row?.size ?? 0,
    directorySize: row?.directorySize ?? 0,
  };
}

/** A postcode at any precision, else towns and counties by name or whole words, else the closest spelling. */
export async function resolveLocation(text: string): Promise<Location | null> {
  if (!text) return null;
  const postcode = parsePostcodeQuery(text) ?? findPostcodeIn(text);
  if (postcode) return await postcodeLocation(postcode);

  const place = text.split(',')[0]!.trim() || text;
  const slug = slugify(place);
  const lower = place.toLowerCase();
  const rows = await publicRead<PlaceRow>(Prisma.sql`
    SELECT kind, key, label, similarity(label, ${place}) AS sim, total,
           ${DIRECTORY_SIZE} AS "directorySize"
    FROM business_facets
    WHERE kind IN ('city', 'county') AND total > 0
      AND ((kind = 'city' AND key = ${slug}) OR (kind = 'county' AND key = ${lower})
           OR ${place} <% label OR ${place} % label)
    ORDER BY sim DESC, total DESC
    LIMIT 200`);

  const exact = rows.filter((row) => row.key === (row.kind === 'city' ? slug : lower));
  const words = wordsOf(place);
  const byWords = rows.filter((row) => {
    const labelWords = new Set(wordsOf(row.label));
    return words.every((word) => labelWords.has(word));
  });
  // An exact match takes the other towns of that name along, not counties named after it.
  const chosen = exact.length
    ? [...new Set([...exact, ...byWords.filter((row) => row.kind === 'city')])]
    : byWords;
  if (chosen.length) return placesLocation(chosen.slice(0, MAX_PLACES), place, false);

  const best = rows[0];
  if (best && best.sim >= TYPO_SIMILARITY) return placesLocation([best], best.label, true);
  return {
    kind: 'unknown',
    text: place,
    ...(best && best.sim >= SUGGEST_SIMILARITY ? { closest: best.label } : {}),
  };
}

function placesLocation(rows: PlaceRow[], label: string, corrected: boolean): Location {
  return {
    kind: 'places',
    cities: rows.filter((row) => row.kind === 'city').map((row) => row.key),
    counties: rows.filter((row) => row.kind === 'county').map((row) => row.key),
    label,
    corrected,
    size: rows.reduce((sum, row) => sum + row.total, 0),
    directorySize: rows[0]?.directorySize ?? 0,
    inTowns: rows.reduce((sum, row) => sum + (row.kind === 'city' ? row.total : 0), 0),
  };
}
