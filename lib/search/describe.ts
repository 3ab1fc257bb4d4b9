import { kmToMiles } from '@/lib/geo/distance';
import { pluraliseCategory } from '@/lib/seo/page-seo/plural';
import { searchWords } from './query-text';

export function pluralWhat(q: string): string {
  const text = q.trim();
  // Only a plain last word; a name ("Joe's", "B&Q") is left as typed.
  const plural = /(^|\s)[a-z]+$/i.test(text) ? pluraliseCategory(text) : text;
  return plural.charAt(0).toUpperCase() + plural.slice(1);
}

export function milesText(km: number): string {
  const miles = Math.max(1, Math.round(kmToMiles(km)));
  return `${miles} ${miles === 1 ? 'mile' : 'miles'}`;
}

type Searched = { q: string; placeLabel?: string; nearMe: boolean };

// Heading and title: "near" a circle (postcode, Near me, a widened town), "in" a town's own list.
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

export function sameWords(a: string, b: string): boolean {
  const words = (text: string) => searchWords(text).map((word) => word.replace(/s$/, ''));
  return words(a).join(' ') === words(b).join(' ');
}
