// Realistic UK businesses; every row passes the app's own validation, like an import.
import { CATEGORY_GROUPS, type CategoryGroupSlug } from '../../lib/categories';
import { KNOWN_CATEGORIES } from '../../lib/categories/google-categories';
import {
  businessInputSchema,
  toBusinessRecord,
  uniqueBusinessSlug,
  type BusinessInput,
  type BusinessRecord,
  type ValidBusiness,
} from '../../lib/validation/business';
import {
  ABOUT_OPTIONS,
  HOURS_PATTERNS,
  TRADES,
  type HoursPattern,
} from '../../prisma/seed/catalogue';
import { pick, random, type Rng } from '../../prisma/seed/random';
import type { Place } from './uk-places';
import { DESCRIPTION_LINES, NAME_PATTERNS, STREETS, SURNAMES, WORDS } from './vocabulary';

/** Share of businesses per group, roughly as in Google Maps listings of UK towns. */
const GROUP_WEIGHTS: Record<CategoryGroupSlug, number> = {
  restaurants: 22,
  'home-services': 15,
  'beauty-wellness': 12,
  healthcare: 10,
  'professional-services': 10,
  'local-services': 10,
  'auto-services': 8,
  entertainment: 8,
  education: 5,
};

/** Picks from a list by weight using a cumulative table and binary search. */
function weightedPicker<T>(items: readonly T[], weights: readonly number[]) {
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) cumulative.push((total += weight));
  return (rng: Rng): T => {
    const r = rng() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return items[lo]!;
  };
}

// Zipf weights over each group's list (common and UK names first) keep the rare trades rare.
const pickGroup = weightedPicker(
  CATEGORY_GROUPS.map((group) => group.slug),
  CATEGORY_GROUPS.map((group) => GROUP_WEIGHTS[group.slug]),
);
const pickCategoryIn = Object.fromEntries(
  CATEGORY_GROUPS.map((group) => {
    const names = KNOWN_CATEGORIES[group.slug];
    return [
      group.slug,
      weightedPicker(
        names,
        names.map((_, rank) => 1 / (rank + 1)),
      ),
    ];
  }),
) as Record<CategoryGroupSlug, (rng: Rng) => string>;

const TRADE_BY_CATEGORY = new Map(TRADES.map((trade) => [trade.category, trade]));
const HOURS_BY_GROUP: Record<CategoryGroupSlug, HoursPattern[]> = {
  restaurants: ['restaurant', 'cafe', 'lateNight', 'evenings'],
  healthcare: ['clinic', 'office'],
  'auto-services': ['trades'],
  'beauty-wellness': ['salon', 'shop'],
  'home-services': ['trades', 'allDay'],
  'professional-services': ['office'],
  education: ['office', 'evenings'],
  entertainment: ['lateNight', 'shop'],
  'local-services': ['shop', 'allDay'],
};

const titleCase = (text: string) => text.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());

function businessName(rng: Rng, group: CategoryGroupSlug, category: string, town: string) {
  const trade = TRADE_BY_CATEGORY.get(category);
  const pattern = pick(rng, trade && rng() < 0.7 ? trade.names : NAME_PATTERNS[group]);
  return pattern
    .replace('{surname2}', pick(rng, SURNAMES))
    .replace('{surname}', pick(rng, SURNAMES))
    .replace('{word2}', pick(rng, WORDS))
    .replace('{word}', pick(rng, WORDS))
    .replace('{town}', town)
    .replace('{cat}', titleCase(category));
}

function description(rng: Rng, group: CategoryGroupSlug, category: string, place: Place) {
  const lines = DESCRIPTION_LINES[group];
  const first = pick(rng, lines);
  const second = pick(rng, lines);
  const intro = `${pick(rng, ['Independent', 'Family-run', 'Award-winning', 'Friendly', 'Long-established'])} ${category.toLowerCase()} in ${place.town}, ${place.county}.`;
  return [intro, first, second === first ? '' : second].filter(Boolean).join(' ');
}

const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function ratingAndReviews(rng: Rng) {
  if (rng() < 0.1) return { rating: undefined, reviewCount: 0 };
  const rating = Math.min(5, Math.max(1, Math.round((4.3 + (rng() + rng() - 1) * 1.2) * 10) / 10));
  return { rating, reviewCount: Math.floor(Math.exp(rng() * Math.log(3000))) };
}

function about(rng: Rng) {
  const sections = Object.entries(ABOUT_OPTIONS).filter(() => rng() < 0.5);
  return Object.fromEntries(
    sections.map(([section, options]) => [
      section,
      Object.fromEntries(options.filter(() => rng() < 0.5).map((option) => [option, true])),
    ]),
  );
}

/** Hours shapes validated once: re-parsing per row would triple the generation time. */
const NORMALISED_HOURS = Object.fromEntries(
  Object.entries(HOURS_PATTERNS).map(([pattern, hours]) => [
    pattern,
    businessInputSchema.shape.openingHours.parse(hours),
  ]),
) as Record<HoursPattern, ValidBusiness['openingHours']>;

function generatedInput(rng: Rng, index: number, place: Place) {
  const group = pickGroup(rng);
  const category = pickCategoryIn[group](rng);
  const district = pick(rng, place.districts);
  const zipCode = `${district} ${Math.floor(rng() * 10)}${pick(rng, [...INWARD_LETTERS])}${pick(rng, [...INWARD_LETTERS])}`;
  let placeId = 'ChIJ';
  for (let i = 0; i < 23; i++) placeId += BASE64URL[Math.floor(rng() * 64)];
  const status = rng();
  const hasCentre = place.latitude !== undefined && place.longitude !== undefined;
  const hours = rng() < 0.85 ? pick(rng, HOURS_BY_GROUP[group]) : undefined;
  const input: BusinessInput = {
    name: businessName(rng, group, category, place.town),
    category,
    address: `${1 + Math.floor(rng() * 300)} ${pick(rng, STREETS)}, ${place.town} ${zipCode}, United Kingdom`,
    city: place.town,
    state: place.county,
    country: 'United Kingdom',
    zipCode,
    // Ofcom's drama range: no generated number can ring a real line.
    phone:
      rng() < 0.9 ? `01632 960${String(Math.floor(rng() * 1000)).padStart(3, '0')}` : undefined,
    email: rng() < 0.3 ? `hello${index}@example.com` : undefined,
    website: rng() < 0.55 ? `https://www.example.com/b/${index}` : undefined,
    ...ratingAndReviews(rng),
    photos: rng() < 0.65 ? [`/images/demo/photo-${1 + (index % 6)}.svg`] : [],
    // Hours are validated per pattern above, not per row.
    openingHours: undefined,
    isVerified: rng() < 0.4,
    description: rng() < 0.75 ? description(rng, group, category, place) : undefined,
    placeId,
    latitude: hasCentre
      ? Math.round((place.latitude! + (rng() - 0.5) * 0.05) * 1e6) / 1e6
      : undefined,
    longitude: hasCentre
      ? Math.round((place.longitude! + (rng() - 0.5) * 0.08) * 1e6) / 1e6
      : undefined,
    businessStatus:
      status < 0.02 ? 'CLOSED_PERMANENTLY' : status < 0.04 ? 'CLOSED_TEMPORARILY' : 'OPERATIONAL',
    googleMapsUrl: `https://www.google.com/maps/place/?q=place_id:${placeId}`,
    about: about(rng),
  };
  return { input, hours };
}

export type GeneratedBusiness = BusinessRecord & { createdAt: Date };

/** `count` businesses over `places`, deterministic per seed; `taken` keeps slugs unique. */
export function* generateBusinesses(options: {
  count: number;
  seed: number;
  places: Place[];
  taken: Set<string>;
}): Generator<GeneratedBusiness> {
  const rng = random(options.seed);
  // A town with more postcode districts is bigger and gets more businesses.
  const pickPlace = weightedPicker(
    options.places,
    options.places.map((place) => place.districts.length),
  );
  const now = Date.now();
  for (let index = 0; index < options.count; index++) {
    const { input, hours } = generatedInput(rng, index, pickPlace(rng));
    const record = toBusinessRecord({
      ...businessInputSchema.parse(input),
      openingHours: hours && NORMALISED_HOURS[hours],
    });
    record.slug = uniqueBusinessSlug(record.name, record.placeId, (slug) =>
      options.taken.has(slug),
    );
    options.taken.add(record.slug);
    yield { ...record, createdAt: new Date(now - Math.floor(rng() * 365 * 86_400_000)) };
  }
}
