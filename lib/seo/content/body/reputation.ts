import { SITE } from '@/lib/site';
import { choose, type Variant } from '../choose';
import type { Facts } from '../facts';
import type { Random } from '../random';

const MANY_REVIEWS = 100;
const FEW_REVIEWS = 10;

function ratingSentence(f: Facts, random: Random): string | null {
  const { name, rating, reviews } = f;
  if (!rating) {
    return choose(random, [
      `${name} has no ratings on record yet.`,
      `There are no reviews for ${name} on record so far.`,
      `We do not yet hold a rating for ${name}.`,
    ]);
  }
  if (!reviews) return `${name} has an average rating of ${rating} out of five.`;
  return choose(random, [
    `${name} holds an average rating of ${rating} out of five from ${reviews}.`,
    `Customers have rated ${name} ${rating} out of five on average, across ${reviews}.`,
    `With ${reviews}, ${name} has an average score of ${rating} out of five.`,
    `The average rating for ${name} is ${rating} out of five, based on ${reviews}.`,
  ]);
}

// From its band only: no comparison with other businesses.
function ratingBand(f: Facts, random: Random): string | null {
  if (!f.rating) return null;
  const value = f.ratingValue;
  if (value >= 4.5)
    return choose(random, [
      'That is a very strong score.',
      'That puts it at the top end of the rating scale.',
      'Scores like that are hard to earn.',
    ]);
  if (value >= 4)
    return choose(random, [
      'That is a good score.',
      'That is a solid average.',
      'Most reviewers rate it well.',
    ]);
  if (value >= 3)
    return choose(random, [
      'Opinions are mixed, so the individual reviews are worth reading.',
      'A middling score like this is worth reading into before you decide.',
    ]);
  return choose(random, [
    'The score is on the low side, so read recent reviews before deciding.',
    'That is a low average, and the reviews behind it are worth a look.',
  ]);
}

function reviewVolume(f: Facts, random: Random): string | null {
  if (!f.rating || f.reviewCount === 0) return null;
  if (f.reviewCount >= MANY_REVIEWS)
    return choose(random, [
      'That average rests on a large number of reviews.',
      `So many reviews give a fair picture of what to expect from ${f.name}.`,
    ]);
  if (f.reviewCount < FEW_REVIEWS)
    return choose(random, [
      'As it rests on only a few reviews, one new review could move the average noticeably.',
      `With so few reviews so far, each new opinion of ${f.name} counts for a lot.`,
    ]);
  return null;
}

function verification(f: Facts, random: Random): string | null {
  return f.verified
    ? choose(random, [
        `The listing for ${f.name} is marked as verified.`,
        `${f.name} is a verified listing on ${SITE.name}.`,
        `This listing for ${f.name} carries our verified mark.`,
      ])
    : choose(random, [
        `The listing for ${f.name} is not yet verified.`,
        `Verification of the ${f.name} listing is still pending.`,
        `${f.name} has not been verified on ${SITE.name} yet.`,
      ]);
}

// Words that claim no more than the figures.
export function reputation(f: Facts, random: Random): Variant[] {
  return [
    ratingSentence(f, random),
    ratingBand(f, random),
    reviewVolume(f, random),
    verification(f, random),
  ];
}
