import { categoryPicture } from '@/components/business/business-image';
import { openStatusBadge } from '@/components/business/open-status';
import type { BusinessDto } from '@/lib/data/business-dto';
import { formatDistance } from '@/lib/geo/distance';
import { displayPhone } from '@/lib/phone';
import { truncate } from '@/lib/seo/content/truncate';
import { businessPlace } from '@/lib/seo/page-seo/business';
import { businessPath } from '@/lib/urls/paths';
import { CardGrid } from './card-grid';
import type { CardView, HeadingLevel } from './card-markup';

/** `distanceKm` when the list was searched from a point. */
type CardBusiness = BusinessDto & { distanceKm?: number };

/** What three clamped lines hold: the rest would travel twice (HTML and payload), unseen. */
const SUMMARY_CHARACTERS = 220;

/** A card's fields: phone formats, hours and categories stay on the server. */
export function cardView(business: CardBusiness, now: Date): CardView {
  const text = business.seoDescription ?? business.description;
  const place = businessPlace(business);
  const distance =
    business.distanceKm !== undefined ? ` · ${formatDistance(business.distanceKm)}` : '';
  const phone = business.phone ? displayPhone(business.phone, business.country) : null;
  return {
    path: businessPath(business),
    name: business.name,
    category: business.category,
    photo: business.photos[0] ?? null,
    picture: categoryPicture(business).src,
    verified: business.isVerified,
    status: openStatusBadge(business, now),
    rating: business.rating,
    reviewCount: business.reviewCount,
    place: place ? `${place}${distance}` : null,
    phone: phone && { href: phone.href, text: phone.text },
    summary: text ? truncate(text, SUMMARY_CHARACTERS) : null,
  };
}

export function BusinessGrid({
  businesses,
  now,
  heading = 'h2',
}: {
  businesses: CardBusiness[];
  now: Date;
  /** h2 directly under a page's h1; h3 inside a titled section. */
  heading?: HeadingLevel;
}) {
  return (
    <CardGrid cards={businesses.map((business) => cardView(business, now))} heading={heading} />
  );
}
