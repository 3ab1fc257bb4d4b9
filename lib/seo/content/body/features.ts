import { aboutKind } from '@/lib/validation/about';
import type { AboutSection } from '../about';
import { choose, type Variant } from '../choose';
import type { Facts } from '../facts';
import { inSentence, joinList } from '../language';
import type { Random } from '../random';

const MAX_SECTIONS = 5;

function sectionSentence(name: string, { section, items }: AboutSection, random: Random) {
  const list = joinList(items);
  switch (aboutKind(section)) {
    case 'accessibility':
      return choose(random, [
        `For accessibility, ${name} lists ${list}.`,
        `Accessibility features on record include ${list}.`,
        `Visitors with access needs will find ${list} listed for ${name}.`,
      ]);
    case 'payments':
      return choose(random, [
        `Payment methods listed for ${name} include ${list}.`,
        `When it comes to paying, the ${name} listing mentions ${list}.`,
        `${name} accepts ${list}, according to its listing.`,
      ]);
    case 'service':
      return choose(random, [
        `Service options for ${name} include ${list}.`,
        `The listing shows ${list} as service options.`,
        `${name} offers ${list}, according to the listing.`,
      ]);
    case 'amenities':
      return choose(random, [
        `Amenities on record include ${list}.`,
        `Facilities listed for ${name} include ${list}.`,
        `On site, the ${name} listing mentions ${list}.`,
      ]);
    case 'crowd':
      return choose(random, [
        `${name} is listed as ${list}.`,
        `The listing describes ${name} as ${list}.`,
      ]);
    case 'parking':
      return choose(random, [
        `For drivers, the ${name} listing mentions ${list}.`,
        `Parking details on record for ${name}: ${list}.`,
      ]);
    default:
      return choose(random, [
        `Under ${inSentence(section)}, the listing for ${name} notes ${list}.`,
        `The ${inSentence(section)} details for ${name} include ${list}.`,
      ]);
  }
}

export function features(f: Facts, random: Random): Variant[] {
  if (f.about.length === 0) {
    return [
      choose(random, [
        `We do not yet hold details such as payment methods or accessibility for ${f.name}, so ask the business if these matter to you.`,
        `Details like accessibility and payment options are not on record for ${f.name} yet; the business itself can tell you more.`,
        `If accessibility or payment options matter to you, check them with ${f.name}, as we do not hold those details yet.`,
      ]),
    ];
  }
  return f.about.slice(0, MAX_SECTIONS).map((section) => sectionSentence(f.name, section, random));
}

// Only the channels the listing actually has.
export function contact(f: Facts, random: Random): Variant[] {
  const { name } = f;
  if (!f.hasPhone && !f.hasEmail && !f.hasWebsite) {
    return [
      choose(random, [
        `We do not hold a phone number, e-mail address or website for ${name} at the moment.`,
        `No phone number or website is on record for ${name} yet, so visiting in person may be the simplest option.`,
      ]),
      f.hasMap &&
        choose(random, [
          'A map link is included to help you plan your journey.',
          `The map link on this page shows where to find ${name}.`,
        ]),
    ];
  }
  return [
    f.hasPhone &&
      choose(random, [
        `You can call ${name} on the phone number shown on this page.`,
        `The phone number for ${name} is listed on this page, so you can ring ahead.`,
        `To speak to someone at ${name}, use the phone number on this page.`,
      ]),
    f.hasEmail &&
      choose(random, [
        `An e-mail address for ${name} is listed too.`,
        `You can also e-mail ${name} at the address shown.`,
      ]),
    f.hasWebsite &&
      choose(random, [
        `${name} has a website, linked from this page.`,
        `For more from the business itself, follow the link to the ${name} website.`,
        `The website link on this page takes you straight to ${name} online.`,
      ]),
    f.hasMap &&
      choose(random, [
        'A map link is included to help you plan your journey.',
        `Directions to ${name} are a click away through the map link on this page.`,
        `Use the map link to see exactly where ${name} is.`,
      ]),
  ];
}
