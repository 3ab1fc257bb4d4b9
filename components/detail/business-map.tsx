import type { BusinessDto } from '@/lib/data/business-dto';
import { formatDistance } from '@/lib/geo/distance';
import { businessPath } from '@/lib/urls/paths';
import { LazyMap, type MapPin } from './lazy-map';

/** The map pins of businesses with coordinates; list pins link to their pages. */
export function mapPins(
  businesses: (BusinessDto & { distanceKm?: number })[],
  withLinks: boolean,
): MapPin[] {
  return businesses.flatMap((business) =>
    business.latitude != null && business.longitude != null
      ? [
          {
            lat: business.latitude,
            lng: business.longitude,
            name: business.name,
            ...(withLinks ? { href: businessPath(business) } : {}),
            ...(business.distanceKm !== undefined
              ? { distance: formatDistance(business.distanceKm) }
              : {}),
          },
        ]
      : [],
  );
}

/** A detail page's "Show map": the business's pin, when its coordinates are known. */
export function BusinessMap({ business }: { business: BusinessDto }) {
  return <LazyMap pins={mapPins([business], false)} />;
}
