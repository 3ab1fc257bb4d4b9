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
    <header>
      <div className="overflow-hidden rounded-2xl bg-slate-100">
        <BusinessImage business={business} preload className="aspect-[2/1] max-h-[420px] w-full" />
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <CategoryBadge category={business.category} />
        <VerifiedBadge verified={business.isVerified} />
        <OpenStatus business={business} now={now} />
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{business.name}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-700">
        <span className="flex items-center gap-2">
          <StarRating rating={business.rating} />
          <span className="text-sm">
            {formatCount(business.reviewCount)} {business.reviewCount === 1 ? 'review' : 'reviews'}
          </span>
        </span>
        {place ? (
          <span className="with-icon icon-pin flex items-center gap-1.5 text-sm">{place}</span>
        ) : null}
      </div>
      <ClosedBanner business={business} />
      {business.businessStatus === 'CLOSED_PERMANENTLY' ? null : <ActionBar business={business} />}
    </header>
  );
}
