import { SITE } from '@/lib/site';
import { choose } from './choose';
import type { Facts } from './facts';
import { clockTime, joinList } from './language';
import type { Random } from './random';
import { truncate } from './truncate';

export const META_DESCRIPTION_LENGTH = { min: 120, max: 160 } as const;

const EARLY = 8 * 60;
// Leaves room for at least one call to action after the opening sentence.
const MAX_OPENING = 110;
const MAX_NAME = 60;
const MAX_PIECE = 60;

function opening(f: Facts, random: Random, name: string, place: string | null) {
  return place
    ? choose(random, [
        `${name} is ${f.aCategory} in ${place}.`,
        `${name}: ${f.aCategory} in ${place}.`,
        `Visit ${name}, ${f.aCategory} in ${place}.`,
      ])!
    : choose(random, [`${name} is ${f.aCategory}.`, `${name}: ${f.aCategory}.`])!;
}

function fittedOpening(f: Facts, random: Random) {
  const name = truncate(f.name, MAX_NAME);
  for (const place of [f.place, f.town, null]) {
    const text = opening(f, random, name, place);
    if (text.length <= MAX_OPENING) return text;
  }
  return `${truncate(f.name, 40)}: ${truncate(f.aCategory, 40)}.`;
}

function highlights(f: Facts, random: Random): string[] {
  const h = f.hours;
  const hoursNote = h
    ? h.open24HoursDays.length === 7
      ? 'Open 24 hours, seven days a week.'
      : choose(random, [
          h.opensLate && 'Open late.',
          h.opensWeekends && 'Open at weekends.',
          h.earliestOpen !== null &&
            h.earliestOpen > 0 &&
            h.earliestOpen < EARLY &&
            `Opens from ${clockTime(h.earliestOpen)}.`,
        ])
    : null;
  const rating = f.rating
    ? f.reviews
      ? choose(random, [
          `Rated ${f.rating} from ${f.reviews}.`,
          `Rated ${f.rating} across ${f.reviews}.`,
        ])
      : `Rated ${f.rating}.`
    : null;
  return [rating, hoursNote, f.verified ? 'Verified listing.' : null].filter(
    (text): text is string => Boolean(text),
  );
}

function callsToAction(f: Facts, random: Random): string[] {
  const has = random.shuffle(
    [
      f.hours && 'opening hours',
      f.address && 'address',
      f.hasPhone && 'phone number',
      f.rating && 'rating',
      (f.address || f.hasMap) && 'directions',
    ].filter((item): item is string => Boolean(item)),
  );
  const specific =
    has.length >= 2
      ? [
          `See the ${joinList(has.slice(0, 3))}.`,
          `Check the ${joinList(has.slice(-2))} before you go.`,
        ]
      : [];
  return [
    ...specific,
    'Read the full listing.',
    `Free listing on ${SITE.name}.`,
    `Browse more ${f.groupName} listings.`,
    `Compare ${f.categories} in ${f.area}.`,
  ].filter((piece) => piece.length <= MAX_PIECE);
}

// Always fits: a text under the minimum either used every piece or could not fit one.
const FINAL_TAIL = 'More details inside.';

/** Pieces in varied order, each added only while the text still fits 120–160 characters. */
export function seoDescription(f: Facts, random: Random): string {
  let text = fittedOpening(f, random);
  const pieces = [...highlights(f, random), ...random.shuffle(callsToAction(f, random))];
  for (const piece of pieces) {
    const next = `${text} ${piece}`;
    if (next.length <= META_DESCRIPTION_LENGTH.max) text = next;
  }
  return text.length < META_DESCRIPTION_LENGTH.min ? `${text} ${FINAL_TAIL}` : text;
}
