export type Coordinates = { latitude: number; longitude: number };

// Google Maps links carry the place itself as `!3d<lat>!4d<lng>` and the map centre as
// `@<lat>,<lng>`; the place is the better of the two.
const PLACE = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/;
const CENTRE = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/;

function valid(latitude: number, longitude: number): Coordinates | undefined {
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
    ? { latitude, longitude }
    : undefined;
}

/** The coordinates a Google Maps link points at, if it names any. */
export function coordinatesFromMapsLink(link: string): Coordinates | undefined {
  const match = PLACE.exec(link) ?? CENTRE.exec(link);
  return match ? valid(Number(match[1]), Number(match[2])) : undefined;
}
