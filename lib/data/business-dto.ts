import 'server-only';
import type { Business } from '@/lib/generated/prisma/client';
import { env } from '@/lib/env';
import { isOpenAt, parseOpeningHours, type OpeningHoursText } from '@/lib/hours';
import { businessTimeZone } from '@/lib/hours/time-zone';

/** The public business object of the JSON API (spec §3), as pages and API share it. */
export function toBusinessDto(business: Business, now = new Date()) {
  const openingHours = (business.openingHours ?? {}) as OpeningHoursText;
  // Rows stored before zones were imported get theirs from coordinates or country.
  const timeZone = businessTimeZone(business);
  return {
    id: business.id,
    name: business.name,
    slug: business.slug,
    category: business.category,
    categoryGroup: business.categoryGroup,
    address: business.address,
    city: business.city,
    state: business.state,
    country: business.country,
    zipCode: business.zipCode,
    phone: business.phone,
    email: business.email,
    website: business.website,
    rating: business.rating,
    reviewCount: business.reviewCount,
    photos: business.photos,
    openingHours,
    isVerified: business.isVerified,
    isOpen: isOpenAt(parseOpeningHours(openingHours), now, timeZone) ?? false,
    /** IANA zone of the opening hours (and of isOpen). */
    timeZone,
    businessStatus: business.businessStatus,
    description: business.description,
    seoTitle: business.seoTitle,
    seoDescription: business.seoDescription,
    canonicalUrl: business.canonicalUrl ?? `${env.SITE_URL}/details/${business.slug}`,
    placeId: business.placeId,
    latitude: business.latitude,
    longitude: business.longitude,
    createdAt: business.createdAt.toISOString(),
    updatedAt: business.updatedAt.toISOString(),
  };
}

export type BusinessDto = ReturnType<typeof toBusinessDto>;
