export type Coordinates = { latitude: number; longitude: number };

// `!3d<lat>!4d<lng>` is the place itself, better than the map centre `@<lat>,<lng>`.
const PLACE = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/;
const CENTRE = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/;

function valid(latitude: number, longitude: number): Coordinates | undefined {
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
    ? { latitude, longitude }
    : undefined;
}

export function coordinatesFromMapsLink(link: string): Coordinates | undefined {
  const match = PLACE.exec(link) ?? CENTRE.exec(link);
  return match ? valid(Number(match[1]), Number(match[2])) : undefined;
}
