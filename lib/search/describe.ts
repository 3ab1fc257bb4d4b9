import { kmToMiles } from '@/lib/geo/distance';
import { searchWords } from './query-text';

export function pluralWhat(q: string): string {
  const words = q.trim().split(' ');
  const last = words.pop() ?? '';
  // Only plain words; a name ("Joe's", "B&Q") or an already plural word is left as typed.
  let plural = last;
  if (/^[a-z]+$/i.test(last) && !/s$/i.test(last)) {
    if (/(x|z|ch|sh)$/i.test(last)) plural = `${last}es`;
    else if (/[^aeiou]y$/i.test(last)) plural = `${last.slice(0, -1)}ies`;
    else plural = `${last}s`;
  }
  const text = [...words, plural].join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function milesText(km: number): string {
  const miles = Math.max(1, Math.round(kmToMiles(km)));
  return `${miles} ${miles === 1 ? 'mile' : 'miles'}`;
}

type Searched = { q: string; placeLabel?: string; nearMe: boolean };

export function searchTitle({ q, placeLabel, nearMe }: Searched): string | null {
  const where = nearMe ? 'you' : placeLabel;
  if (!where) return null;
  return `${q ? pluralWhat(q) : 'Businesses'} near ${where}`;
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
