import { describe, expect, it } from 'vitest';
import { coordinatesFromMapsLink } from './location';

describe('coordinatesFromMapsLink', () => {
  it('prefers the place marker over the map centre', () => {
    const link =
      'https://www.google.com/maps/place/Eagle/@33.51,-86.79,14z/data=!4m8!1m2!2m1!1sEagle!3m4!1s0x8:0x5!8m2!3d33.5141591!4d-86.7935117';
    expect(coordinatesFromMapsLink(link)).toEqual({ latitude: 33.5141591, longitude: -86.7935117 });
  });

  it('falls back to the centre', () => {
    expect(
      coordinatesFromMapsLink('https://www.google.com/maps/@51.5,-0.12207499999999999,14z'),
    ).toEqual({
      latitude: 51.5,
      longitude: -0.12207499999999999,
    });
  });

  it('ignores links without coordinates or with impossible ones', () => {
    expect(
      coordinatesFromMapsLink('https://www.google.com/maps/place/?q=place_id:ChIJ'),
    ).toBeUndefined();
    expect(coordinatesFromMapsLink('https://maps.google.com/@95.1,10')).toBeUndefined();
  });
});
