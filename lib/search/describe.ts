import { kmToMiles } from '@/lib/geo/distance';
import { pluraliseCategory } from '@/lib/seo/page-seo/plural';
import { searchWords } from './query-text';

// What a search searched, in words: the browse page's heading, count and "Within" control.

/** "plumber" -> "Plumbers", "hair salon" -> "Hair salons": the heading's plural of the what. */
export function pluralWhat(q: string): string {
  const text = q.trim();
  // Only a plain last word; a name ("Joe's", "B&Q") is left as typed.
  const plural = /(^|\s)[a-z]+$/i.test(text) ? pluraliseCategory(text) : text;
  return plural.charAt(0).toUpperCase() + plural.slice(1);
}

/** Whole miles of a searched radius, at least one: "31 miles". */
export function milesText(km: number): string {
  const miles = Math.max(1, Math.round(kmToMiles(km)));
  return `${miles} ${miles === 1 ? 'mile' : 'miles'}`;
}

type Searched = { q: string; placeLabel?: string; nearMe: boolean };

// The browse heading and title: "Plumbers near LS6 2AB" (a circle), "Restaurants in Leeds"
// (a town), "Results for “xyz”" (words alone); null for the plain list.
export function browseHeadline({
  q,
  categoryName,
  placeLabel,
  nearMe,
  radiusKm,
}: Searched & { categoryName?: string | null; radiusKm?: number }): string | null {
  const where = nearMe
    ? 'near you'
    : placeLabel
      ? `${radiusKm !== undefined ? 'near' : 'in'} ${placeLabel}`
      : '';
  if (q) return where ? `${pluralWhat(q)} ${where}` : `Results for “${q.trim()}”`;
  if (categoryName) return `${pluraliseCategory(categoryName)}${where ? ` ${where}` : ''}`;
  return where ? `Businesses ${where}` : null;
}

/** The count line's place: "within 31 miles of LS6 2AB", "in Leeds", or nothing. */
export function searchedArea({
  placeLabel,
  nearMe,
  radiusKm,
}: Omit<Searched, 'q'> & { radiusKm?: number }): string {
  const of = nearMe ? 'you' : placeLabel;
  if (radiusKm !== undefined && of) return ` within ${milesText(radiusKm)} of ${of}`;
  if (placeLabel && !nearMe) return ` in ${placeLabel}`;
  return '';
}

/** The same words, whatever their case, spacing or a plural "s": no suggestion at all. */
export function sameWords(a: string, b: string): boolean {
  const words = (text: string) => searchWords(text).map((word) => word.replace(/s$/, ''));
  return words(a).join(' ') === words(b).join(' ');
}
