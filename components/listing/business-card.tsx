import { BusinessThumbnail } from '@/components/business/business-image';
import { OpenStatus } from '@/components/business/open-status';
import { PhoneNumber } from '@/components/business/phone-number';
import { VerifiedBadge } from '@/components/business/verified-badge';
import { RatingText, starsOf } from '@/components/ui/star-rating';
import type { BusinessDto } from '@/lib/data/business-dto';
import { formatCount } from '@/lib/format';
import { formatDistance } from '@/lib/geo/distance';
import { truncate } from '@/lib/seo/content/truncate';
import { businessPlace } from '@/lib/seo/page-seo/business';
import { businessPath } from '@/lib/urls/paths';

type HeadingLevel = 'h2' | 'h3';

/** What three clamped lines hold: the rest would travel twice (HTML and payload), unseen. */
const SUMMARY_CHARACTERS = 220;

/** One business in a list: what a visitor compares before opening the detail page. */
export function BusinessCard({
  business,
  now,
  heading: Heading = 'h2',
}: {
  /** `distanceKm` when the list was searched from a point. */
  business: BusinessDto & { distanceKm?: number };
  now: Date;
  /** h2 directly under a page's h1; h3 inside a titled section. */
  heading?: HeadingLevel;
}) {
  const place = businessPlace(business);
  const text = business.seoDescription ?? business.description;
  const summary = text ? truncate(text, SUMMARY_CHARACTERS) : null;
  const reviews = `(${formatCount(business.reviewCount)} ${business.reviewCount === 1 ? 'review' : 'reviews'})`;
  const distance =
    business.distanceKm !== undefined ? ` · ${formatDistance(business.distanceKm)}` : '';
  // Issue 47: a card is 12-14 elements; icons, stars and badge dots are drawn by the stylesheet.
  return (
    <article className="card">
      <BusinessThumbnail business={business} />
      <div className="card-tags">
        <p className="card-category">{business.category}</p>
        <VerifiedBadge verified={business.isVerified} />
        <OpenStatus business={business} now={now} />
      </div>
      <Heading className="card-title">
        <a href={businessPath(business)}>{business.name}</a>
      </Heading>
      <p className="card-rating stars" {...starsOf(business.rating)}>
        <RatingText rating={business.rating} />
        {reviews}
      </p>
      {place || business.phone ? (
        <p className={place ? 'card-line card-place' : 'card-line'}>
          {place ? `${place}${distance}` : null}
          {business.phone ? (
            <PhoneNumber phone={business.phone} country={business.country} className="card-phone" />
          ) : null}
        </p>
      ) : null}
      {summary ? <p className="card-summary">{summary}</p> : null}
      <a
        href={businessPath(business)}
        aria-label={`View Details of ${business.name}`}
        className="card-more"
      >
        View Details
      </a>
    </article>
  );
}

/** The cards of one page of a list. */
export function BusinessGrid({
  businesses,
  now,
  heading,
}: {
  businesses: (BusinessDto & { distanceKm?: number })[];
  now: Date;
  heading?: HeadingLevel;
}) {
  return (
    <ul className="card-grid grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {/* A static list: its position is key enough, where an id would be 36 more bytes a card. */}
      {businesses.map((business, index) => (
        <li key={index}>
          <BusinessCard business={business} now={now} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
