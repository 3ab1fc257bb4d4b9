export type Point = { lat: number; lng: number };

/** earthdistance's sphere, so a card's distance agrees with the radius filter that let it in. */
export const EARTH_RADIUS_KM = 6378.168;

export const DEFAULT_RADIUS_KM = 10;
export const MIN_RADIUS_KM = 0.1;
export const MAX_RADIUS_KM = 100;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

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

export function parseNear(text: string): Point | { error: string } {
  const match = NEAR.exec(text);
  if (!match) return { error: 'must be "latitude,longitude" in decimal degrees, e.g. 51.51,-0.13' };
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (lat < -90 || lat > 90) return { error: 'latitude must be between -90 and 90' };
  if (lng < -180 || lng > 180) return { error: 'longitude must be between -180 and 180' };
  return { lat, lng };
}

// 0.001° is about 100 m, so nearby visitors share a cache entry.
const NEAR_DECIMALS = 3;

export function roundPoint({ lat, lng }: Point): Point {
  return { lat: Number(lat.toFixed(NEAR_DECIMALS)), lng: Number(lng.toFixed(NEAR_DECIMALS)) };
}

export function formatNear(point: Point): string {
  const { lat, lng } = roundPoint(point);
  return `${lat},${lng}`;
}

export function parseRadiusKm(text: string): number | { error: string } {
  if (!/^\s*(?:\d+(?:\.\d*)?|\.\d+)\s*$/.test(text))
    return { error: 'must be a number of kilometres' };
  const km = Number(text);
  if (km < MIN_RADIUS_KM || km > MAX_RADIUS_KM) {
    return { error: `must be between ${MIN_RADIUS_KM} and ${MAX_RADIUS_KM}` };
  }
  return km;
}

export const KM_PER_MILE = 1.609344;

export const kmToMiles = (km: number) => km / KM_PER_MILE;
export const milesToKm = (miles: number) => miles * KM_PER_MILE;

export const RADIUS_MILES = [1, 3, 5, 10, 25, 50] as const;
export const MIN_RADIUS_MILES = 0.1;
export const MAX_RADIUS_MILES = 62;

export function parseRadiusMiles(text: string): number | { error: string } {
  if (!/^\s*(?:\d+(?:\.\d*)?|\.\d+)\s*$/.test(text)) return { error: 'must be a number of miles' };
  const miles = Number(text);
  if (miles < MIN_RADIUS_MILES || miles > MAX_RADIUS_MILES) {
    return { error: `must be between ${MIN_RADIUS_MILES} and ${MAX_RADIUS_MILES}` };
  }
  return miles;
}

export function formatMiles(km: number): string {
  const miles = kmToMiles(km);
  if (miles < 10) return `${Math.max(0.1, Math.round(miles * 10) / 10).toFixed(1)} mi`;
  return `${Math.round(miles)} mi`;
}

export function formatDistance(km: number): string {
  return `${formatMiles(km)} away`;
}
