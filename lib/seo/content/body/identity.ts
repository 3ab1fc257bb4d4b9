import { SITE } from '@/lib/site';
import { choose, type Variant } from '../choose';
import type { Facts } from '../facts';
import type { Random } from '../random';

export function identity(f: Facts, random: Random): Variant[] {
  const { name, aCategory, place } = f;
  const opening = place
    ? choose(random, [
        `${name} is ${aCategory} in ${place}.`,
        `${name} is ${aCategory} based in ${place}.`,
        `Based in ${place}, ${name} is listed in our directory as ${aCategory}.`,
        `You will find ${name}, ${aCategory}, in ${place}.`,
        `${name} appears on ${SITE.name} as ${aCategory} located in ${place}.`,
        `Among the businesses we list in ${place} is ${name}, ${aCategory}.`,
      ])
    : choose(random, [
        `${name} is ${aCategory} listed on ${SITE.name}.`,
        `${name} appears in our directory as ${aCategory}.`,
        `Our directory lists ${name} as ${aCategory}.`,
      ]);
  const group = choose(random, [
    `It is listed in the ${f.groupName} section of ${SITE.name}, where related businesses are grouped together.`,
    `On ${SITE.name}, ${name} sits within the ${f.groupName} category.`,
    `The listing is filed under ${f.groupName}, the part of the directory that covers ${f.categories} and similar businesses.`,
    `We file ${name} under ${f.groupName}, so it is easy to find when you browse that category.`,
    `Alongside its specific category, ${name} belongs to our wider ${f.groupName} group.`,
  ]);
  const where = f.address
    ? choose(random, [
        `The address we hold for ${name} is ${f.address}.`,
        `${name} is listed at ${f.address}.`,
        `Its listed address is ${f.address}.`,
        `You can find ${name} at ${f.address}.`,
      ])
    : f.postcode
      ? choose(random, [
          `The postcode on record for ${name} is ${f.postcode}.`,
          `${name} is listed under the postcode ${f.postcode}.`,
        ])
      : f.town && f.county
        ? choose(random, [
            `${f.town} is in ${f.county}, and that is where ${name} is listed.`,
            `${name} is listed in ${f.town}, in the county of ${f.county}.`,
          ])
        : null;
  return [opening, group, where];
}
