import { telHref } from '@/components/business/tel-href';
import type { BusinessDto } from '@/lib/data/business-dto';

/** Directions in the visitor's own maps app: to the coordinates when known, else the address. */
export function directionsHref(business: BusinessDto): string | null {
  const destination =
    business.latitude != null && business.longitude != null
      ? `${business.latitude},${business.longitude}`
      : business.address;
  return destination
    ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
    : null;
}

/** Call, Directions and Website in the hero, so a phone's first screen acts; absent: left out. */
export function ActionBar({ business }: { business: BusinessDto }) {
  const directions = directionsHref(business);
  if (!business.phone && !directions && !business.website) return null;
  return (
    <nav aria-label="Contact" className="actions">
      {business.phone ? (
        <a
          href={telHref(business.phone, business.country)}
          className="action-primary with-icon icon-phone"
        >
          Call<span className="sr-only">{` ${business.name}`}</span>
        </a>
      ) : null}
      {directions ? (
        <a href={directions} rel="nofollow noopener" className="with-icon icon-pin">
          Directions<span className="sr-only">{` to ${business.name}`}</span>
        </a>
      ) : null}
      {business.website ? (
        <a href={business.website} rel="nofollow noopener" className="with-icon icon-arrow">
          Website<span className="sr-only">{` of ${business.name}`}</span>
        </a>
      ) : null}
    </nav>
  );
}
