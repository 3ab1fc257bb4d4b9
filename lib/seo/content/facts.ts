import type { Business } from '@/lib/generated/prisma/client';
import { categoryDisplayName, getCategoryGroup, FALLBACK_GROUP } from '@/lib/categories';
import { describeOpeningPattern, parseOpeningHours } from '@/lib/hours';
import { formatCount, formatRating } from '@/lib/format';
import { readAbout, type AboutSection } from './about';
import { inSentence, pluralise, withArticle } from './language';

/** Nothing outside these fields is ever stated. */
export type SeoSource = Pick<
  Business,
  | 'placeId'
  | 'name'
  | 'category'
  | 'categoryGroup'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'phone'
  | 'email'
  | 'website'
  | 'rating'
  | 'reviewCount'
  | 'openingHours'
  | 'isVerified'
  | 'googleMapsUrl'
  | 'latitude'
  | 'longitude'
  | 'about'
>;

export type Facts = ReturnType<typeof readFacts>;

const PATTERN_CACHE_LIMIT = 5_000;
const patterns = new Map<string, ReturnType<typeof describeOpeningPattern>>();

// Listings share a handful of weekly patterns; parsing each once keeps bulk runs fast.
function openingPattern(openingHours: SeoSource['openingHours']) {
  const key = JSON.stringify(openingHours ?? null);
  let pattern = patterns.get(key);
  if (pattern === undefined) {
    if (patterns.size >= PATTERN_CACHE_LIMIT) patterns.clear();
    pattern = describeOpeningPattern(parseOpeningHours(openingHours));
    patterns.set(key, pattern);
  }
  return pattern;
}

const clean = (text: string | null | undefined) => text?.trim().replace(/\s+/g, ' ') || null;

export function readFacts(source: SeoSource) {
  const category = categoryDisplayName(source.category) || 'Local business';
  const categoryText = inSentence(category);
  const group = getCategoryGroup(source.categoryGroup) ?? getCategoryGroup(FALLBACK_GROUP)!;
  const town = clean(source.city);
  const rawCounty = clean(source.state);
  const county = rawCounty && rawCounty.toLowerCase() !== town?.toLowerCase() ? rawCounty : null;
  const hasRating = source.rating !== null && source.rating > 0;
  const about: AboutSection[] = readAbout(source.about);
  return {
    name: clean(source.name) ?? 'This business',
    category,
    aCategory: withArticle(categoryText),
    categoryText,
    categories: pluralise(categoryText),
    groupName: group.name,
    town,
    county,
    place: [town, county].filter(Boolean).join(', ') || null,
    area: town ?? county ?? 'your area',
    postcode: clean(source.zipCode),
    address: clean(source.address),
    hasPhone: Boolean(clean(source.phone)),
    hasEmail: Boolean(clean(source.email)),
    hasWebsite: Boolean(clean(source.website)),
    hasMap:
      Boolean(clean(source.googleMapsUrl)) ||
      (source.latitude !== null && source.longitude !== null),
    rating: hasRating ? formatRating(source.rating) : null,
    ratingValue: hasRating ? (source.rating ?? 0) : 0,
    reviewCount: source.reviewCount,
    reviews:
      source.reviewCount > 0
        ? `${formatCount(source.reviewCount)} ${source.reviewCount === 1 ? 'review' : 'reviews'}`
        : null,
    verified: source.isVerified,
    hours: openingPattern(source.openingHours),
    about,
  };
}
