import type { BusinessDto } from '@/lib/data/business-dto';
import { FALLBACK_GROUP, getCategoryGroup } from '@/lib/categories';
import { parseOpeningHours, toOpeningHoursSpecification } from '@/lib/hours';
import { localDate } from '@/lib/hours/open-now';
import { toSpecialOpeningHoursSpecification } from '@/lib/hours/schema-org';
import { env } from '@/lib/env';
import { machinePhone } from '@/lib/phone';
import { SITE } from '@/lib/site';
import { absoluteUrl } from './metadata';

export type Crumb = { name: string; path: string };

export function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function itemList(name: string, items: { name: string; path: string }[], startPosition = 1) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: startPosition + index,
      name: item.name,
      url: absoluteUrl(item.path),
    })),
  };
}

export function webSite() {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE.name,
    url: absoluteUrl('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl('/businesses')}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function organization() {
  const contact = SITE.email || SITE.phone;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl('/')}#organization`,
    name: SITE.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    email: SITE.email ?? undefined,
    telephone: SITE.phone?.e164 ?? undefined,
    sameAs: SITE.social.length > 0 ? SITE.social.map((link) => link.url) : undefined,
    contactPoint: contact
      ? {
          '@type': 'ContactPoint',
          contactType: 'customer support',
          email: SITE.email ?? undefined,
          telephone: SITE.phone?.e164 ?? undefined,
          availableLanguage: 'en-GB',
        }
      : undefined,
  };
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

function withoutPart(tokens: string[], part: string[]): string[] {
  const rest: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    if (part.every((word, j) => tokens[i + j] === word)) i += part.length;
    else rest.push(tokens[i++]!);
  }
  return rest;
}

type AddressParts = Pick<BusinessDto, 'address' | 'city' | 'state' | 'zipCode' | 'country'>;

/** PostalAddress carries town, county, postcode and country in their own fields. */
export function streetAddress(business: AddressParts): string | undefined {
  if (!business.address) return undefined;
  const known = [business.city, business.state, business.zipCode, business.country]
    .map((part) => words(part ?? ''))
    .filter((part) => part.length > 0);
  const isLocality = (segment: string) => known.reduce(withoutPart, words(segment)).length === 0;
  const segments = business.address
    .split(',')
    .map((segment) => segment.trim())
    .filter(Boolean);
  while (segments.length > 0 && isLocality(segments[segments.length - 1] ?? '')) segments.pop();
  return segments.length > 0 ? segments.join(', ') : undefined;
}

function postalAddress(business: AddressParts) {
  const address = {
    streetAddress: streetAddress(business),
    addressLocality: business.city ?? undefined,
    addressRegion: business.state ?? undefined,
    postalCode: business.zipCode ?? undefined,
    addressCountry: business.country ?? undefined,
  };
  if (Object.values(address).every((value) => value === undefined)) return undefined;
  return { '@type': 'PostalAddress', ...address };
}

function amenityFeature(business: Pick<BusinessDto, 'amenities'>) {
  const features = business.amenities.flatMap(({ items }) =>
    items.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
  );
  return features.length > 0 ? features : undefined;
}

// Stored data only (`ratings: false` per Google's review-snippet rules); special hours from `now` on.
export function localBusiness(
  business: BusinessDto,
  {
    ratings = env.STRUCTURED_DATA_RATINGS === 'on',
    now = new Date(),
  }: { ratings?: boolean; now?: Date } = {},
) {
  const group = getCategoryGroup(business.categoryGroup) ?? getCategoryGroup(FALLBACK_GROUP);
  const url = absoluteUrl(business.canonicalUrl);
  const hours = toOpeningHoursSpecification(parseOpeningHours(business.openingHours));
  const special = toSpecialOpeningHoursSpecification(
    business.specialHours,
    localDate(now, business.timeZone),
  );
  const hasGeo = business.latitude != null && business.longitude != null;
  return {
    '@context': 'https://schema.org',
    '@type': group?.schemaType ?? 'LocalBusiness',
    '@id': `${url}#business`,
    name: business.name,
    url,
    description: business.seoDescription ?? business.description ?? undefined,
    telephone: business.phone ? machinePhone(business.phone, business.country) : undefined,
    email: business.email ?? undefined,
    sameAs: business.website ?? undefined,
    image: business.photos.length > 0 ? business.photos.map(absoluteUrl) : undefined,
    address: postalAddress(business),
    geo: hasGeo
      ? { '@type': 'GeoCoordinates', latitude: business.latitude, longitude: business.longitude }
      : undefined,
    openingHoursSpecification: hours.length > 0 ? hours : undefined,
    specialOpeningHoursSpecification: special.length > 0 ? special : undefined,
    amenityFeature: amenityFeature(business),
    priceRange: business.priceRange ?? undefined,
    aggregateRating:
      ratings && business.rating != null
        ? {
            '@type': 'AggregateRating',
            ratingValue: business.rating,
            bestRating: 5,
            worstRating: 1,
            // The spec's default: a stored rating always stands for at least one review.
            reviewCount: business.reviewCount || 1,
          }
        : undefined,
  };
}
