import { telHref } from '@/components/business/tel-href';
import type { BusinessDto } from '@/lib/data/business-dto';
import { directionsHref } from './action-bar';

/** Call and Directions held at the foot of a phone's screen; not for a business closed for good. */
export function StickyContactBar({ business }: { business: BusinessDto }) {
  const directions = directionsHref(business);
  if (business.businessStatus === 'CLOSED_PERMANENTLY' || (!business.phone && !directions))
    return null;
  return (
    <nav aria-label="Call or get directions" className="sticky-bar">
      {business.phone ? (
        <a
          href={telHref(business.phone, business.country)}
          className="sticky-bar-call with-icon icon-phone"
        >
          Call<span className="sr-only">{` ${business.name}`}</span>
        </a>
      ) : null}
      {directions ? (
        <a
          href={directions}
          rel="nofollow noopener"
          className="sticky-bar-directions with-icon icon-pin"
        >
          Directions<span className="sr-only">{` to ${business.name}`}</span>
        </a>
      ) : null}
    </nav>
  );
}
