/** A point on the earth, in degrees. */
export type Point = { lat: number; lng: number };

/**
 * The sphere PostgreSQL's earthdistance uses (earth(), 6,378,168 m), so a distance shown on a
 * card agrees with the radius filter that let the business in.
 */
export const EARTH_RADIUS_KM = 6378.168;

/** Radius of a search around a postcode, a district or the visitor, when none is given. */
export const DEFAULT_RADIUS_KM = 10;
export const MIN_RADIUS_KM = 0.1;
export const MAX_RADIUS_KM = 100;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const NUMBER = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)`;
const NEAR = new RegExp(String.raw`^\s*(${NUMBER})\s*,\s*(${NUMBER})\s*$`);

/** `near=LAT,LNG` as a point, or a message saying what is wrong with it. */
export function parseNear(text: string): Point | { error: string } {
  const match = NEAR.exec(text);
  if (!match) return { error: 'must be "latitude,longitude" in decimal degrees, e.g. 51.51,-0.13' };
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (lat < -90 || lat > 90) return { error: 'latitude must be between -90 and 90' };
  if (lng < -180 || lng > 180) return { error: 'longitude must be between -180 and 180' };
  return { lat, lng };
}

/** The canonical `near` value: 5 decimals (about a metre), so equal positions share a cache entry. */
export function formatNear({ lat, lng }: Point): string {
  return `${Number(lat.toFixed(5))},${Number(lng.toFixed(5))}`;
}

/** `radiusKm` as a number within the allowed range, or a message. */
export function parseRadiusKm(text: string): number | { error: string } {
  if (!/^\s*(?:\d+(?:\.\d*)?|\.\d+)\s*$/.test(text))
    return { error: 'must be a number of kilometres' };
  const km = Number(text);
  if (km < MIN_RADIUS_KM || km > MAX_RADIUS_KM) {
    return { error: `must be between ${MIN_RADIUS_KM} and ${MAX_RADIUS_KM}` };
  }
  return km;
}

/** "350 m away", "1.2 km away", "24 km away". */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m away`;
  if (km < 10) return `${km.toFixed(1)} km away`;
  return `${Math.round(km)} km away`;
}
