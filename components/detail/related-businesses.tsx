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
    // `.related` in app/globals.css; one text node a line, not one per interpolated value.
    <section aria-labelledby="related-heading" className="related">
      <div>
        <h2 id="related-heading">{`More ${groupName} in ${city}`}</h2>
        <a href={cityPath(city)}>{`All businesses in ${city}`}</a>
      </div>
      <BusinessGrid businesses={businesses} now={now} heading="h3" />
    </section>
  );
}
