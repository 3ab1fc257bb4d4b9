import { BusinessGrid } from '@/components/listing/business-card';
import type { BusinessDto } from '@/lib/data/business-dto';
import { cityPath } from '@/lib/urls/paths';

/** Same group, same town: where a visitor goes next. Nothing when there is nothing similar. */
export function RelatedBusinesses({
  businesses,
  groupName,
  city,
  now,
}: {
  businesses: BusinessDto[];
  groupName: string;
  city: string;
  now: Date;
}) {
  if (businesses.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="related-heading" className="text-2xl font-semibold">
          More {groupName} in {city}
        </h2>
        <a href={cityPath(city)} className="text-sm font-semibold text-brand-700 hover:underline">
          All businesses in {city}
        </a>
      </div>
      <div className="mt-6">
        <BusinessGrid businesses={businesses} now={now} heading="h3" />
      </div>
    </section>
  );
}
