// Deterministic demo data: the same seed always yields the same businesses.
import type { BusinessInput } from '@/lib/validation/business';
import { ABOUT_OPTIONS, HOURS_PATTERNS, NAME_PARTS, TRADES } from './catalogue';
import { pick, random, type Rng } from './random';
import { STREETS, UK_TOWNS, type Town } from './uk-towns';

export const DEMO_BUSINESS_COUNT = 1200;

const chance = (rng: Rng, p: number) => rng() < p;

/** A few demo businesses share one chain's site (a brand: lib/quality/brands.ts); the rest a placeholder. */
const demoWebsite = (i: number) =>
  i % 97 === 5
    ? `https://www.brightwater-demo.co.uk/branches/${i}`
    : `https://www.example.co.uk/${i}`;

function weightedTown(rng: Rng): Town {
  const total = UK_TOWNS.reduce((sum, town) => sum + town.weight, 0);
  let r = rng() * total;
  for (const town of UK_TOWNS) {
    r -= town.weight;
    if (r < 0) return town;
  }
  return UK_TOWNS[0]!;
}

// Inward codes never use C, I, K, M, O or V.
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
function postcode(rng: Rng, town: Town) {
  return `${pick(rng, town.districts)} ${Math.floor(rng() * 10)}${pick(rng, [...INWARD_LETTERS])}${pick(rng, [...INWARD_LETTERS])}`;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_-';
function placeId(rng: Rng) {
  let id = 'ChIJ';
  for (let i = 0; i < 23; i++) id += BASE62[Math.floor(rng() * BASE62.length)];
  return id;
}

function businessName(rng: Rng, pattern: string, town: Town) {
  return pattern
    .replace('{surname2}', pick(rng, NAME_PARTS.SURNAMES))
    .replace('{surname}', pick(rng, NAME_PARTS.SURNAMES))
    .replace('{word}', pick(rng, NAME_PARTS.WORDS))
    .replace('{town}', town.name);
}

/** Ratings cluster around 4.3 like real listings; about one in twelve has none. */
function ratingAndReviews(rng: Rng) {
  if (chance(rng, 0.08)) return { rating: undefined, reviewCount: 0 };
  const rating = Math.min(
    5,
    Math.max(1, Math.round((4.3 + (rng() + rng() + rng() - 1.5) * 0.9) * 10) / 10),
  );
  const reviewCount = Math.floor(Math.exp(rng() * Math.log(2500)));
  return { rating, reviewCount };
}

function aboutAttributes(rng: Rng) {
  const about: Record<string, Record<string, boolean>> = {};
  for (const [section, options] of Object.entries(ABOUT_OPTIONS)) {
    if (!chance(rng, 0.6)) continue;
    about[section] = Object.fromEntries(
      options.filter(() => chance(rng, 0.5)).map((o) => [o, true]),
    );
  }
  return about;
}

export function demoBusinesses(count = DEMO_BUSINESS_COUNT, seed = 2025): BusinessInput[] {
  const rng = random(seed);
  const businesses: BusinessInput[] = [];
  for (let i = 0; i < count; i++) {
    const town = weightedTown(rng);
    const trade = TRADES[i % TRADES.length]!;
    const name = businessName(rng, pick(rng, trade.names), town);
    const street = `${1 + Math.floor(rng() * 240)} ${pick(rng, STREETS)}`;
    const zipCode = postcode(rng, town);
    const id = placeId(rng);
    const status = chance(rng, 0.03)
      ? 'CLOSED_PERMANENTLY'
      : chance(rng, 0.03)
        ? 'CLOSED_TEMPORARILY'
        : 'OPERATIONAL';
    businesses.push({
      name,
      category: trade.category,
      address: `${street}, ${town.name} ${zipCode}, United Kingdom`,
      city: town.name,
      state: town.county,
      country: 'United Kingdom',
      zipCode,
      phone: chance(rng, 0.9)
        ? `${town.phonePrefix}${String(Math.floor(rng() * 1000)).padStart(3, '0')}`
        : undefined,
      website: chance(rng, 0.6) ? demoWebsite(i) : undefined,
      ...ratingAndReviews(rng),
      photos: chance(rng, 0.7) ? [`/images/demo/photo-${1 + (i % 6)}.svg`] : [],
      openingHours: chance(rng, 0.88) ? HOURS_PATTERNS[pick(rng, trade.hours)] : undefined,
      isVerified: chance(rng, 0.45),
      placeId: id,
      latitude: Math.round((town.lat + (rng() - 0.5) * 0.08) * 1e6) / 1e6,
      longitude: Math.round((town.lng + (rng() - 0.5) * 0.12) * 1e6) / 1e6,
      businessStatus: status,
      googleMapsUrl: `https://www.google.com/maps/place/?q=place_id:${id}`,
      about: aboutAttributes(rng),
    });
  }
  return businesses;
}
