import type { BusinessDto } from '@/lib/data/business-dto';
import { formatDistance } from '@/lib/geo/distance';
import { businessPath } from '@/lib/urls/paths';
import type { MapPin } from './lazy-map';

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
