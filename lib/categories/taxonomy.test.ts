import { describe, expect, it } from 'vitest';
import { KNOWN_CATEGORIES } from './google-categories';
import { CATEGORY_GROUPS, type CategoryGroupSlug } from './groups';
import { keywordGroupFor } from './keyword-rules';
import { foldCategoryText } from './normalize';
import {
  KNOWN_CATEGORY_COUNT,
  categoryDisplayName,
  categoryGroupFor,
  isKnownCategory,
} from './taxonomy';

type Case = readonly [category: string, group: CategoryGroupSlug];

describe('the exact table', () => {
  it('maps a few hundred categories', () => {
    expect(KNOWN_CATEGORY_COUNT).toBeGreaterThanOrEqual(300);
  });

  it('lists each name once, whatever its case, accents or punctuation', () => {
    const seen = new Map<string, string>();
    for (const names of Object.values(KNOWN_CATEGORIES)) {
      for (const name of names) {
        const folded = foldCategoryText(name);
        expect(folded, name).not.toBe('');
        expect(seen.get(folded), `${name} duplicates ${seen.get(folded)}`).toBeUndefined();
        seen.set(folded, name);
      }
    }
  });

  // Real names from Google Maps exports, British and American spellings both.
  const spotChecks: readonly Case[] = [
    ['Restaurant', 'restaurants'],
    ['Italian restaurant', 'restaurants'],
    ['Fast food restaurant', 'restaurants'],
    ['Pizza restaurant', 'restaurants'],
    ['Takeaway', 'restaurants'],
    ['Take Away', 'restaurants'],
    ['Takeout restaurant', 'restaurants'],
    ['Cafe', 'restaurants'],
    ['Coffee shop', 'restaurants'],
    ['Steak house', 'restaurants'],
    ['Steakhouse', 'restaurants'],
    ['Dentist', 'healthcare'],
    ['Doctor', 'healthcare'],
    ['GP', 'healthcare'],
    ['Medical clinic', 'healthcare'],
    ['Medical centre', 'healthcare'],
    ['Medical center', 'healthcare'],
    ['Pharmacy', 'healthcare'],
    ['Chemist', 'healthcare'],
    ['Physiotherapist', 'healthcare'],
    ['Physical therapist', 'healthcare'],
    ['Optician', 'healthcare'],
    ['Hair transplantation clinic', 'healthcare'],
    ['Veterinarian', 'healthcare'],
    ['Car repair and maintenance service', 'auto-services'],
    ['Auto repair shop', 'auto-services'],
    ['Auto body shop', 'auto-services'],
    ['Tyre shop', 'auto-services'],
    ['Tire shop', 'auto-services'],
    ['Car dealer', 'auto-services'],
    ['MOT testing centre', 'auto-services'],
    ['Car wash', 'auto-services'],
    ['Petrol station', 'auto-services'],
    ['Gas station', 'auto-services'],
    ['Hair salon', 'beauty-wellness'],
    ['Barber shop', 'beauty-wellness'],
    ['Nail salon', 'beauty-wellness'],
    ['Beauty salon', 'beauty-wellness'],
    ['Spa', 'beauty-wellness'],
    ['Gym', 'beauty-wellness'],
    ['Fitness centre', 'beauty-wellness'],
    ['Fitness center', 'beauty-wellness'],
    ['Plumber', 'home-services'],
    ['Electrician', 'home-services'],
    ['HVAC contractor', 'home-services'],
    ['Locksmith', 'home-services'],
    ['Roofing contractor', 'home-services'],
    ['Painter', 'home-services'],
    ['Cleaning service', 'home-services'],
    ['Removals company', 'home-services'],
    ['Moving company', 'home-services'],
    ['Garden centre', 'home-services'],
    ['Garden center', 'home-services'],
    ['Landscaper', 'home-services'],
    ['Builder', 'home-services'],
    ['Carpenter', 'home-services'],
    ['Gas engineer', 'home-services'],
    ['Boiler supplier', 'home-services'],
    ['Solicitor', 'professional-services'],
    ['Lawyer', 'professional-services'],
    ['Accountant', 'professional-services'],
    ['Estate agent', 'professional-services'],
    ['Real estate agency', 'professional-services'],
    ['Insurance agency', 'professional-services'],
    ['Building society', 'professional-services'],
    ['Driving school', 'education'],
    ['School', 'education'],
    ['Primary school', 'education'],
    ['Elementary school', 'education'],
    ['Tutoring service', 'education'],
    ['Training centre', 'education'],
    ['Training center', 'education'],
    ['Cinema', 'entertainment'],
    ['Movie theater', 'entertainment'],
    ['Theatre', 'entertainment'],
    ['Bowling alley', 'entertainment'],
    ['Night club', 'entertainment'],
    ['Pub', 'entertainment'],
    ['Bar', 'entertainment'],
    ['Leisure centre', 'entertainment'],
    ['Supermarket', 'local-services'],
    ['Pet store', 'local-services'],
    ['Hotel', 'local-services'],
    ['Church', 'local-services'],
  ];

  it.each(spotChecks)('%s -> %s', (category, group) => {
    expect(isKnownCategory(category)).toBe(true);
    expect(categoryGroupFor(category)).toBe(group);
  });
});

describe('matching', () => {
  it('ignores case and surrounding or repeated whitespace', () => {
    for (const variant of [
      'italian restaurant',
      'ITALIAN RESTAURANT',
      '  Italian Restaurant\t',
      'Italian   restaurant',
    ]) {
      expect(categoryGroupFor(variant)).toBe('restaurants');
      expect(isKnownCategory(variant)).toBe(true);
    }
    expect(categoryGroupFor(' hvac CONTRACTOR ')).toBe('home-services');
    expect(categoryGroupFor('\u00a0Dentist\u00a0')).toBe('healthcare');
  });

  it('ignores accents and punctuation', () => {
    expect(isKnownCategory('Café')).toBe(true);
    expect(categoryGroupFor('Café')).toBe('restaurants');
    expect(categoryGroupFor('Bar & Grill')).toBe('restaurants');
    expect(categoryGroupFor('Bar and grill')).toBe('restaurants');
    expect(categoryGroupFor('Handyman/Handywoman/Handyperson')).toBe('home-services');
  });

  it('sends empty and unreadable categories to the fallback group', () => {
    expect(categoryGroupFor('')).toBe('local-services');
    expect(categoryGroupFor('   ')).toBe('local-services');
    expect(categoryGroupFor('---')).toBe('local-services');
    expect(categoryGroupFor('餐厅')).toBe('local-services');
  });
});

describe('keyword rules for categories the table does not list', () => {
  const cases: readonly Case[] = [
    ['Malaysian restaurant', 'restaurants'],
    ['Uzbek restaurant', 'restaurants'],
    ['Kebab Place', 'restaurants'],
    ['Burger Takeaway', 'restaurants'],
    ['Pancake house', 'restaurants'],
    ['Endodontist', 'healthcare'],
    ['Paediatric dentist', 'healthcare'],
    ['Sexual health clinic', 'healthcare'],
    ['Hypnotherapist', 'healthcare'],
    ['Vauxhall dealer', 'auto-services'],
    ['Mitsubishi dealer', 'auto-services'],
    ['Car window tinting service', 'auto-services'],
    ['Motorbike parts store', 'auto-services'],
    ['Eyebrow threading salon', 'beauty-wellness'],
    ['Hot stone massage therapist', 'beauty-wellness'],
    ['Boxing gym', 'beauty-wellness'],
    ['Kitchen fitter', 'home-services'],
    ['Emergency plumber', 'home-services'],
    ['Damp proofing specialist', 'home-services'],
    ['Uniform supplier', 'local-services'],
    ['Tax advisor', 'professional-services'],
    ['Patent attorney', 'professional-services'],
    ['IT services company', 'professional-services'],
    ['Montessori school', 'education'],
    ['Piano instructor', 'education'],
    ['Escape room', 'entertainment'],
    ['Axe throwing venue', 'entertainment'],
    ['Cricket club', 'entertainment'],
    ['Safari park', 'entertainment'],
  ];

  it.each(cases)('%s -> %s', (category, group) => {
    expect(isKnownCategory(category)).toBe(false);
    expect(categoryGroupFor(category)).toBe(group);
  });

  it('agrees with the exact table except where the table deliberately overrides it', () => {
    // Each of these would read wrongly from its words alone; the table entry is the decision.
    const overrides = new Set([
      'Cat cafe', // "cat" reads as a pet business; it is a café
      'Climbing gym', // "gym" reads as fitness; it is a leisure venue
      'Electric vehicle charging station contractor', // "vehicle" reads as motoring; electricians do it
      'Kitchen supply store', // "kitchen" reads as home improvement; it sells cookware
    ]);
    const disagreements: string[] = [];
    for (const [group, names] of Object.entries(KNOWN_CATEGORIES)) {
      for (const name of names) {
        const byKeywords = keywordGroupFor(foldCategoryText(name)) ?? 'local-services';
        if (byKeywords !== group && !overrides.has(name)) {
          disagreements.push(`${name}: table ${group}, keywords ${byKeywords}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('conflicts', () => {
  const cases: readonly (readonly [category: string, group: CategoryGroupSlug, why: string])[] = [
    ['Car park', 'local-services', 'parking is not a car service'],
    ['Multi-storey car park', 'local-services', 'parking is not a car service'],
    ['Business park', 'local-services', 'an office estate, not a park'],
    ['Dental laboratory', 'healthcare', 'part of dental care'],
    ['Night club', 'entertainment', 'a night out'],
    ['Golf club', 'entertainment', 'sport and leisure'],
    ['Health club', 'beauty-wellness', 'a gym, not a club night'],
    ['Cafe', 'restaurants', 'a place to eat'],
    ['Pub', 'entertainment', 'drink-led: a night out'],
    ['Gastropub', 'restaurants', 'food-led pub'],
    ['Brewpub', 'entertainment', 'drink-led'],
    ['Wine bar', 'entertainment', 'drink-led'],
    ['Tapas bar', 'restaurants', 'food-led bar'],
    ['Snack bar', 'restaurants', 'food-led bar'],
    ['Nail bar', 'beauty-wellness', 'a nail salon'],
    ['Beauty school', 'education', 'teaches the trade'],
    ['Cooking school', 'education', 'teaches the trade'],
    ['Dog training school', 'local-services', 'pet business'],
    ['Pet groomer', 'local-services', 'grooming pets is not a beauty salon'],
    ['Dog beauty salon', 'local-services', 'grooming pets is not a beauty salon'],
    ['Pet moving service', 'local-services', 'not a removals firm'],
    ['Pet insurance', 'professional-services', 'sold by insurers'],
    ['Animal hospital', 'healthcare', 'vets are healthcare'],
    ['Hot dog stand', 'restaurants', 'food, not a dog'],
    ['Auto insurance agency', 'professional-services', 'insurance, not motoring'],
    ['Car accident lawyer', 'professional-services', 'legal, not motoring'],
    ['Garage door supplier', 'home-services', 'a door, not a car garage'],
    ['Garage', 'auto-services', 'British for a car repair garage'],
    ['Tree surgeon', 'home-services', 'tree work, not surgery'],
    ['Cosmetic surgeon', 'healthcare', 'surgery'],
    ['Cosmetic dentist', 'healthcare', 'dentistry'],
    ['Medical spa', 'beauty-wellness', 'aesthetic treatments'],
    ['Skin care clinic', 'beauty-wellness', 'aesthetic treatments'],
    ['Massage therapist', 'beauty-wellness', 'massage, not therapy'],
    ['Plant nursery', 'home-services', 'plants, not childcare'],
    ['Day nursery', 'education', 'childcare'],
    ['Bed & breakfast', 'local-services', 'accommodation, not a breakfast place'],
    ['Restaurant supply store', 'local-services', 'a trade shop, not a restaurant'],
    ['Bubble tea store', 'restaurants', 'a drinks café'],
    ['Tea store', 'local-services', 'sells tea leaves'],
    ['Beer garden', 'entertainment', 'drinking, not gardening'],
    ['Botanical garden', 'entertainment', 'a place to visit'],
    ['Dry cleaner', 'local-services', 'laundry, not house cleaning'],
    ['Equipment rental agency', 'local-services', 'hire shop, not an agency'],
    ['Car rental agency', 'auto-services', 'motoring'],
    ['Discount store', 'local-services', 'not a disco'],
    ['Observation deck', 'entertainment', 'not decking'],
    ['Market researcher', 'professional-services', 'research, not a market'],
  ];

  it.each(cases)('%s -> %s (%s)', (category, group) => {
    expect(categoryGroupFor(category)).toBe(group);
  });

  it('maps a category named like a group to that group, so a shared slug agrees', () => {
    for (const group of CATEGORY_GROUPS) {
      expect(categoryGroupFor(group.name), group.name).toBe(group.slug);
      expect(categoryGroupFor(group.slug.replace(/-/g, ' ')), group.slug).toBe(group.slug);
    }
    // Outscraper writes the search query in when a result has no category of its own.
    expect(categoryGroupFor('restaurants')).toBe('restaurants');
    expect(categoryGroupFor('Professional services')).toBe('professional-services');
  });
});

describe('non-English categories', () => {
  const cases: readonly Case[] = [
    // German (Swiss restaurant exports)
    ['Restaurant', 'restaurants'],
    ['Schweizerisches Restaurant', 'restaurants'],
    ['Sushi-Restaurant', 'restaurants'],
    ['Burgerrestaurant', 'restaurants'],
    ['Pizzeria', 'restaurants'],
    ['Café', 'restaurants'],
    ['Eiscafé', 'restaurants'],
    ['Bäckerei', 'restaurants'],
    ['Brathähnchen-Takeaway', 'restaurants'],
    ['Zahnarzt', 'healthcare'],
    ['Tierarzt', 'healthcare'],
    ['Fahrschule', 'education'],
    ['Geschäft für Heimtierbedarf', 'local-services'],
    // French, Italian, Czech, Spanish
    ['Restaurant de sushis', 'restaurants'],
    ['Ristorante toscano', 'restaurants'],
    ['Suši restaurace', 'restaurants'],
    ['Clínica de trasplante capilar', 'healthcare'],
    ['Fontanero', 'home-services'],
    // Serbian, Cyrillic and Latin (Belgrade pet-store export)
    ['Ветеринар', 'healthcare'],
    ['Ветеринарска клиника', 'healthcare'],
    ['Хитна ветеринарска служба', 'healthcare'],
    ['Болница', 'healthcare'],
    ['Офталмолошка клиника', 'healthcare'],
    ['Салон лепоте', 'beauty-wellness'],
    ['Гарден центар', 'home-services'],
    ['Агенција за осигурање', 'professional-services'],
    ['Академски одсек', 'education'],
    ['Пекара', 'restaurants'],
    ['Продавница за кућне љубимце', 'local-services'],
    ['Фризер за кућне љубимце', 'local-services'],
    ['Груминг-салон', 'local-services'],
    ['Frizer za pse i mačke', 'local-services'],
    ['Uzgajivač pasa', 'local-services'],
    ['Супермаркет', 'local-services'],
  ];

  it.each(cases)('%s -> %s', (category, group) => {
    expect(categoryGroupFor(category)).toBe(group);
  });
});

describe('categoryDisplayName', () => {
  it('trims, collapses whitespace and capitalises the first letter', () => {
    expect(categoryDisplayName('  italian   restaurant ')).toBe('Italian restaurant');
    expect(categoryDisplayName('restaurants')).toBe('Restaurants');
    expect(categoryDisplayName('vegan\u00a0\u00a0restaurant')).toBe('Vegan restaurant');
  });

  it("restores Google's spelling of a known category", () => {
    expect(categoryDisplayName('Italian Restaurant')).toBe('Italian restaurant');
    expect(categoryDisplayName('hvac contractor')).toBe('HVAC contractor');
    expect(categoryDisplayName('mot testing centre')).toBe('MOT testing centre');
  });

  it('keeps the inner capitals and accents of names the table does not know', () => {
    expect(categoryDisplayName('Modern Indian Restaurant')).toBe('Modern Indian Restaurant');
    expect(categoryDisplayName('eiscafé')).toBe('Eiscafé');
    expect(categoryDisplayName('ветеринарска нега')).toBe('Ветеринарска нега');
  });

  it('returns an empty string for a blank category', () => {
    expect(categoryDisplayName('   ')).toBe('');
  });
});
