import type { Variant } from '../choose';
import type { Facts } from '../facts';
import { wordCount } from '../language';
import type { Random } from '../random';
import { area, closing, fillers } from './closing';
import { contact, features } from './features';
import { hours } from './hours';
import { identity } from './identity';
import { reputation } from './reputation';

export const MIN_DESCRIPTION_WORDS = 200;

const present = (sentences: Variant[]) =>
  sentences.filter((sentence): sentence is string => Boolean(sentence));

/** Sparse listings get general advice until the length rule is met, before the closing disclaimer. */
export function bodyParagraphs(f: Facts, random: Random): string[][] {
  const main = [
    present(identity(f, random)),
    present(hours(f, random)),
    present(reputation(f, random)),
    present([...features(f, random), ...contact(f, random)]),
    present(area(f, random)),
  ];
  const end = present(closing(f, random));
  const count = (paragraphs: string[][]) => wordCount(paragraphs.flat().join(' '));
  let words = count(main) + count([end]);
  const extra: string[] = [];
  for (const filler of random.shuffle(present(fillers(f)))) {
    if (words >= MIN_DESCRIPTION_WORDS) break;
    extra.push(filler);
    words += wordCount(filler);
  }
  return [...main, extra, end].filter((paragraph) => paragraph.length > 0);
}
