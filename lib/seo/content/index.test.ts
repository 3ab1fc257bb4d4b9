import { describe, expect, it } from 'vitest';
import { demoBusinesses } from '@/prisma/seed/demo-businesses';
import { HOURS_PATTERNS } from '@/prisma/seed/catalogue';
import { formatRating } from '@/lib/format';
import { businessInputSchema, toBusinessRecord } from '@/lib/validation/business';
import {
  descriptionParagraphs,
  generateSeoContent,
  MAX_TITLE_LENGTH,
  META_DESCRIPTION_LENGTH,
  MIN_DESCRIPTION_WORDS,
  type SeoSource,
} from '.';
import { wordCount } from './language';
import { seededRandom } from './random';

const EMPTY: SeoSource = {
  placeId: 'ChIJempty',
  name: 'Acme',
  category: 'Plumber',
  categoryGroup: 'home-services',
  address: null,
  city: null,
  state: null,
  zipCode: null,
  phone: null,
  email: null,
  website: null,
  rating: null,
  reviewCount: 0,
  openingHours: null,
  isVerified: false,
  googleMapsUrl: null,
  latitude: null,
  longitude: null,
  about: null,
};

/** The demo data set read as the generator sees database rows. */
function demoSources(count: number): SeoSource[] {
  return demoBusinesses(count).map((input) => {
    const r = toBusinessRecord(businessInputSchema.parse(input));
    return {
      ...EMPTY,
      ...r,
      rating: r.rating ?? null,
      address: r.address ?? null,
      city: r.city ?? null,
      state: r.state ?? null,
      zipCode: r.zipCode ?? null,
      phone: r.phone ?? null,
      website: r.website ?? null,
      email: r.email ?? null,
      openingHours: (r.openingHours ?? null) as Json,
      googleMapsUrl: r.googleMapsUrl ?? null,
      latitude: r.latitude ?? null,
      longitude: r.longitude ?? null,
      about: (r.about ?? null) as Json,
    };
  });
}

const SURNAMES = ['Patel', 'Smith', 'Jones', 'Taylor', 'Brown', 'Khan', 'Evans', 'Walker'];
const TRADE_WORDS = [
  'Plumbing',
  'Heating',
  'Plumbing & Heating',
  'Drains',
  'Bathrooms',
  'Pipeworks',
];
type Json = SeoSource['openingHours'];
const HOURS = Object.values(HOURS_PATTERNS) as Json[];
const ABOUT = [
  null,
  { Payments: { 'Debit cards': true, 'Credit cards': true } },
  { 'Service options': { 'On-site services': true, 'Online appointments': true } },
  { Accessibility: { 'Wheelchair-accessible entrance': true }, Payments: { 'Cash only': true } },
];

/** Fifty plumbers in one town: distinct names, data drawn from a small pool so it repeats. */
function plumbersInLeeds(sparse: boolean): SeoSource[] {
  const random = seededRandom(sparse ? 'sparse' : 'rich');
  return Array.from({ length: 50 }, (_, i) => ({
    ...EMPTY,
    placeId: `ChIJplumber${i}`,
    name: `${SURNAMES[i % SURNAMES.length]} ${TRADE_WORDS[Math.floor(i / SURNAMES.length)]}`,
    city: 'Leeds',
    state: 'West Yorkshire',
    ...(sparse
      ? {}
      : {
          address: `${1 + (i % 9)} Park Lane, Leeds LS1 ${i % 9}AB, United Kingdom`,
          zipCode: `LS1 ${i % 9}AB`,
          phone: '0113 496 0000',
          website: random.next() < 0.5 ? 'https://example.co.uk' : null,
          rating: random.pick([4.8, 4.5, 4.2, 3.9]),
          reviewCount: random.pick([3, 25, 140]),
          openingHours: random.pick(HOURS),
          isVerified: random.next() < 0.5,
          googleMapsUrl: 'https://maps.example/x',
          about: random.pick(ABOUT),
        }),
  }));
}

/** Numbers as text states them, normalised so "1,572" = 1572 and "5.30pm" = "5:30PM". */
function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,:]\d+)*/g) ?? []).map((n) =>
    n.replace(/,(?=\d{3})/g, '').replace('.', ':'),
  );
}

function assertNoInventedNumbers(source: SeoSource, text: string) {
  const data = `${JSON.stringify(source)} ${source.rating ? formatRating(source.rating) : ''}`;
  const allowed = new Set(numbersIn(data));
  for (const n of numbersIn(text)) expect(allowed, `${n} in "${text}"`).toContain(n);
}

const sentencesOf = (source: SeoSource) => descriptionParagraphs(source).flat();

function maxSharedShare(sources: SeoSource[]) {
  const sets = sources.map((source) => new Set(sentencesOf(source)));
  let worst = 0;
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const [a, b] = [sets[i]!, sets[j]!];
      const shared = [...a].filter((sentence) => b.has(sentence)).length;
      worst = Math.max(worst, shared / Math.min(a.size, b.size));
    }
  }
  return worst;
}

const LONG_NAME = 'The Extraordinarily Long Named Family Business Of Traditional Craftspeople';
const edgeCases: SeoSource[] = [
  EMPTY,
  { ...EMPTY, name: 'A', category: 'Shop', categoryGroup: 'local-services' },
  { ...EMPTY, name: LONG_NAME.repeat(4), city: 'Newcastle upon Tyne', state: 'Tyne and Wear' },
  {
    ...EMPTY,
    name: LONG_NAME,
    category: 'Car repair and maintenance service',
    city: 'Stoke-on-Trent',
  },
  {
    ...EMPTY,
    category: 'Escape room center',
    categoryGroup: 'nonsense',
    city: 'Leeds',
    state: 'Leeds',
  },
  {
    ...EMPTY,
    openingHours: Object.fromEntries(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [
        d,
        'Open 24 hours',
      ]),
    ),
  },
  { ...EMPTY, openingHours: { Monday: 'Closed', Tuesday: 'Closed' } },
  { ...EMPTY, rating: 2.1, reviewCount: 1, about: { Crowd: ['Family-friendly'], Odd: 'x' } },
];
/** Random shapes: names, categories and towns of every length, with and without data. */
function fuzzCases(count: number): SeoSource[] {
  const random = seededRandom('fuzz');
  const words = (max: number) =>
    Array.from({ length: 1 + Math.floor(random.next() * max) }, () =>
      random.pick(['Oak', 'Leeds', 'x', 'Extraordinary', 'St', 'Hair & Beauty', 'MOT', 'café']),
    ).join(' ');
  return Array.from({ length: count }, (_, i) => ({
    ...EMPTY,
    placeId: `ChIJfuzz${i}`,
    name: words(14),
    category: words(5),
    city: random.next() < 0.8 ? words(4) : null,
    state: random.next() < 0.5 ? words(3) : null,
    address: random.next() < 0.5 ? words(8) : null,
    phone: random.next() < 0.5 ? '020 7946 0000' : null,
    rating: random.next() < 0.5 ? random.pick([1, 2.5, 4.9]) : null,
    reviewCount: random.pick([0, 1, 9, 12_345]),
    openingHours: random.pick([null, ...HOURS]),
    isVerified: random.next() < 0.5,
  }));
}

const population = [...demoSources(1200), ...edgeCases, ...fuzzCases(1000)];

// Thousands of generations per test: generous time for a busy shared machine.
describe('generateSeoContent', { timeout: 60_000 }, () => {
  it('keeps the title ≤ 60, the meta description 120–160 and the body ≥ 200 words', () => {
    for (const source of population) {
      const content = generateSeoContent(source);
      expect(content.seoTitle.length, content.seoTitle).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
      expect(content.seoTitle.length).toBeGreaterThan(0);
      expect(content.seoDescription.length, content.seoDescription).toBeGreaterThanOrEqual(
        META_DESCRIPTION_LENGTH.min,
      );
      expect(content.seoDescription.length, content.seoDescription).toBeLessThanOrEqual(
        META_DESCRIPTION_LENGTH.max,
      );
      expect(wordCount(content.description)).toBeGreaterThanOrEqual(MIN_DESCRIPTION_WORDS);
    }
  });

  it('states no number the data does not hold (rating, reviews, times, address, postcode)', () => {
    for (const source of population) {
      const { seoTitle, seoDescription, description } = generateSeoContent(source);
      assertNoInventedNumbers(source, `${seoTitle} ${seoDescription} ${description}`);
    }
  });

  it('uses the data: name, category, town, county, rating, reviews, hours and about', () => {
    const [source] = plumbersInLeeds(false).filter((s) => s.about && s.reviewCount === 140);
    const { description, seoTitle } = generateSeoContent(source!);
    expect(seoTitle).toContain(source!.name);
    for (const fact of [
      source!.name,
      'plumber',
      'Leeds',
      'West Yorkshire',
      '140 reviews',
      'Home Services',
    ])
      expect(description).toContain(fact);
    expect(description).toContain(formatRating(source!.rating));
  });

  it('catches a stated number that is not in the data (the check itself works)', () => {
    expect(() => assertNoInventedNumbers(EMPTY, 'Trading since 1999.')).toThrow();
    expect(() =>
      assertNoInventedNumbers({ ...EMPTY, reviewCount: 1572 }, '1,572 reviews'),
    ).not.toThrow();
  });

  it('claims nothing the data cannot hold, in British spelling', () => {
    const invented =
      /\b(years?|awards?|award-winning|established|founded|since|staff|employees|prices?|cheap|best in)\b|£|\$/i;
    const american =
      /\b(color|favorite|neighborhood|center|organize|realize|zip code|parking lot)\b/i;
    for (const source of population.filter((s) => !/center/i.test(s.category))) {
      const { seoTitle, seoDescription, description } = generateSeoContent(source);
      const text = `${seoTitle} ${seoDescription} ${description}`;
      expect(text).not.toMatch(invented);
      expect(text).not.toMatch(american);
    }
  });

  it('is deterministic: the same business always reads the same', () => {
    for (const source of population.slice(0, 50)) {
      expect(generateSeoContent({ ...source })).toEqual(generateSeoContent(source));
    }
  });

  it('varies: fifty plumbers in one town share at most half of their sentences pairwise', () => {
    expect(maxSharedShare(plumbersInLeeds(false))).toBeLessThanOrEqual(0.5);
    expect(maxSharedShare(plumbersInLeeds(true))).toBeLessThanOrEqual(0.5);
  });

  it('varies its phrasing, not only the names', () => {
    const openings = new Set(
      plumbersInLeeds(true).map((s) => sentencesOf(s)[0]!.replace(s.name, '{name}')),
    );
    expect(openings.size).toBeGreaterThanOrEqual(4);
  });
});
