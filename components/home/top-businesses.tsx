import { MapPinIcon } from '@/components/ui/icons';
import { StarRating } from '@/components/ui/star-rating';
import { formatCount } from '@/lib/format';
import type { BusinessDto } from '@/lib/data/business-dto';
import { getRecommendedBusinesses } from '@/lib/data/businesses';
import { businessPlace } from '@/lib/seo/page-seo/business';
import { businessPath } from '@/lib/urls/paths';

/** Home top businesses (spec §9). */
export const HOME_TOP_BUSINESS_COUNT = 6;

function TopBusinessCard({ business }: { business: BusinessDto }) {
  const place = businessPlace(business);
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {business.category}
      </p>
      <h3 className="mt-2 text-lg leading-snug font-semibold">{business.name}</h3>
      <div className="mt-3 flex items-center gap-2">
        <StarRating rating={business.rating} />
        <span className="text-sm text-slate-600">
          ({formatCount(business.reviewCount)} reviews)
        </span>
      </div>
      {place ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
          <MapPinIcon className="h-4 w-4 shrink-0" />
          {place}
        </p>
      ) : null}
      <a
        href={businessPath(business)}
        className="mt-auto inline-flex items-center pt-5 text-sm font-semibold text-brand-700 hover:underline"
      >
        View Details<span className="sr-only"> of {business.name}</span>
      </a>
    </article>
  );
}

export async function TopBusinesses() {
  const businesses = await getRecommendedBusinesses(HOME_TOP_BUSINESS_COUNT);
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {businesses.map((business) => (
        <li key={business.id}>
          <TopBusinessCard business={business} />
        </li>
      ))}
    </ul>
  );
}
