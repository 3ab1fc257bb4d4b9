import type { Facts } from './facts';
import type { Random } from './random';
import { truncate } from './truncate';

export const MAX_TITLE_LENGTH = 60;

/** The richest shape that fits wins, then shorter fallbacks; a very long name is cut at a word. */
export function seoTitle(f: Facts, random: Random): string {
  const { name, category, town } = f;
  const rich = town
    ? [
        `${name} – ${category} in ${town}`,
        `${name}, ${town} – ${category}`,
        `${name} | ${category} in ${town}`,
        `${category} in ${town} – ${name}`,
      ]
    : [`${name} – ${category}`, `${name} | ${category}`];
  const fallbacks = [...(town ? [`${name} – ${town}`] : []), `${name} – ${category}`, name];
  const fitting = [...random.shuffle(rich), ...fallbacks].find(
    (title) => title.length <= MAX_TITLE_LENGTH,
  );
  return fitting ?? truncate(name, MAX_TITLE_LENGTH);
}
