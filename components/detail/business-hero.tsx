import { BusinessImage } from '@/components/business/business-image';
import { CategoryBadge } from '@/components/business/category-badge';
import { OpenStatus } from '@/components/business/open-status';
import { VerifiedBadge } from '@/components/business/verified-badge';
import { StarRating } from '@/components/ui/star-rating';
import type { BusinessDto } from '@/lib/data/business-dto';
import { formatCount } from '@/lib/format';
import { ClosedBanner } from '@/components/business/closed-banner';
import { ActionBar } from './action-bar';
import { businessPlace } from '@/lib/seo/page-seo/business';

/** Photo (or stock picture), category, name, rating and place: the top of the detail page. */
export function BusinessHero({ business, now }: { business: BusinessDto; now: Date }) {
  const place = businessPlace(business);
  return (
    // `.hero` in app/globals.css styles its parts (issue 47: short names, written twice a render).
    <header className="hero">
      <div className="hero-photo">
        <BusinessImage business={business} preload />
      </div>
      <div className="hero-tags">
        <CategoryBadge category={business.category} />
        <VerifiedBadge verified={business.isVerified} />
        <OpenStatus business={business} now={now} />
      </div>
      <h1>{business.name}</h1>
      <div className="hero-facts">
        <span>
          <StarRating rating={business.rating} />
          <span>
            {`${formatCount(business.reviewCount)} ${business.reviewCount === 1 ? 'review' : 'reviews'}`}
          </span>
        </span>
        {place ? <span className="with-icon icon-pin">{place}</span> : null}
      </div>
      <ClosedBanner business={business} />
      {business.businessStatus === 'CLOSED_PERMANENTLY' ? null : <ActionBar business={business} />}
    </header>
  );
}
