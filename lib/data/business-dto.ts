import 'server-only';
import type { Business } from '@/lib/generated/prisma/client';
import { env } from '@/lib/env';
import { isOpenAt, parseOpeningHours, type OpeningHoursText } from '@/lib/hours';

/** The public business object of the JSON API (spec §3), as pages and API share it. */
export function toBusinessDto(business: Business, now = new Date()) {
  const openingHours = (business.openingHours ?? {}) as OpeningHoursText;
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
    isOpen: isOpenAt(parseOpeningHours(openingHours), now) ?? false,
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
