import { SITE } from '@/lib/site';
import { choose, type Variant } from '../choose';
import type { Facts } from '../facts';
import type { Random } from '../random';

// Points at the directory and claims nothing.
export function area(f: Facts, random: Random): Variant[] {
  const { name, categories, area: town, groupName } = f;
  return [
    choose(random, [
      `If you are comparing ${categories} in ${town}, our listings let you weigh up ratings, opening times and locations side by side.`,
      `${SITE.name} lists ${categories} in ${town}, so you can compare ${name} with other options before you choose.`,
      `Browse the ${groupName} listings for ${town} to see how ${name} compares with other local businesses.`,
      `To weigh ${name} against other ${categories} in ${town}, browse the ${groupName} category on ${SITE.name}.`,
    ]),
  ];
}

export function closing(f: Facts, random: Random): Variant[] {
  const { name } = f;
  return [
    choose(random, [
      `The details here come from public online sources and can change, so please confirm anything important with ${name} directly.`,
      `As with every listing on ${SITE.name}, the information is gathered from public sources and may not be fully up to date; check with ${name} before making plans.`,
      `Information on this page is collected from public sources, so contact ${name} to confirm the latest details.`,
    ]),
    choose(random, [
      `If you run ${name} and want to update this listing, e-mail us and we will look into it.`,
      `Owners of ${name} can ask for changes to this listing by e-mail.`,
      `Is this your business? E-mail us to correct or add details for ${name}.`,
    ]),
  ];
}

/** Fact-free advice for sparse listings, tied to the business so two listings rarely share lines. */
export function fillers(f: Facts): Variant[] {
  const { name, area: town, categories, aCategory, groupName } = f;
  return [
    `Before visiting ${name}, it is worth checking its hours, as times can change on bank holidays.`,
    `If you have used ${name}, an honest review helps other people in ${town} choose well.`,
    `Comparing a few ${categories} in ${town} before you decide is sensible, and ${SITE.name} is set out to make that quick.`,
    `When you contact ${name}, explaining what you need at the start helps you get a useful answer.`,
    `You can come back to this page at any time to find the details for ${name}.`,
    `Searching by service and town on ${SITE.name} is a quick way to find alternatives to ${name} in ${town}.`,
    `Bookmarking this page keeps the details for ${name} close to hand.`,
    f.address && `For directions, the address for ${name} works with any map or sat-nav app.`,
    f.rating &&
      `Ratings change over time, so the score shown for ${name} reflects the figures we currently hold.`,
    `People looking for ${aCategory} in ${town} can use this page to decide whether ${name} is the right fit.`,
    `The ${groupName} category on ${SITE.name} brings together ${categories} and related businesses, including ${name}.`,
    `Sharing this page is an easy way to pass the details of ${name} on to friends or family.`,
    `Whatever brings you to ${name}, a quick look at the details on this page can save a wasted journey.`,
    `Listings on ${SITE.name}, including this one for ${name}, are free to view with nothing to sign up for.`,
  ];
}
