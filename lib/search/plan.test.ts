import { describe, expect, it } from 'vitest';
import type { Location } from './location';
import {
  centreSource,
  planSearch,
  scopeDivision,
  WIDEN_STEPS_KM,
  type BusinessQuery,
  type Place,
} from './plan';
import { parsePostcodeQuery } from './postcode';
import type { What } from './what';

const LS6_CENTRE = { lat: 53.82, lng: -1.58 };
const LEEDS_CENTRE = { lat: 53.8, lng: -1.55 };
const PLUMBER: What = { text: 'plumber', lexemes: [['plumber']], searched: 'plumber' };

const postcode = (text: string): Location => ({
  kind: 'postcode',
  postcode: parsePostcodeQuery(text)!,
  label: text,
  size: 2_000,
  directorySize: 1_000_000,
});
const LEEDS: Location = {
  kind: 'places',
  cities: ['leeds'],
  counties: [],
  label: 'Leeds',
  corrected: false,
  size: 30_000,
  directorySize: 1_000_000,
};

const query = (q: Partial<BusinessQuery>): BusinessQuery => ({ limit: 20, offset: 0, ...q });
const place = (location: Location | null, point: Place['point'] = null): Place => ({
  text: location && location.kind !== 'unknown' ? location.label : '',
  location,
  point,
});

describe('centreSource', () => {
  it('centres on the visitor, a postcode’s district, or a town only for a radius or distance', () => {
    expect(centreSource(query({ near: LS6_CENTRE }), LEEDS)).toEqual({
      kind: 'near',
      point: LS6_CENTRE,
    });
    expect(centreSource(query({}), postcode('LS6 2AB'))).toEqual({
      kind: 'district',
      district: 'LS6',
    });
    expect(centreSource(query({}), postcode('LS'))).toBeNull();
    expect(centreSource(query({}), LEEDS)).toBeNull();
    expect(centreSource(query({ sort: 'distance' }), LEEDS)).toEqual({
      kind: 'town',
      city: 'leeds',
    });
    expect(centreSource(query({ radiusKm: 5 }), LEEDS)).toEqual({ kind: 'town', city: 'leeds' });
  });
});

describe('planSearch', () => {
  it('plumber + LS6 2AB + sort=distance: every match nearest first, widening 10, 50, 200 km', () => {
    const plan = planSearch(
      query({ q: 'plumber', location: 'LS6 2AB', sort: 'distance' }),
      place(postcode('LS6 2AB'), LS6_CENTRE),
      PLUMBER,
    );
    expect(plan).toMatchObject({
      read: 'nearest sorted',
      centre: { point: LS6_CENTRE, radiusKm: null, widen: true },
      radiiKm: WIDEN_STEPS_KM,
      point: LS6_CENTRE,
      district: { kind: 'postcode', postcode: { kind: 'district', district: 'LS6' } },
    });
    expect(plan).not.toHaveProperty('radiusKm');
  });

  it('plumber + LS6 2AB: the district’s own first, then the nearest around its centre', () => {
    const plan = planSearch(
      query({ q: 'plumber', location: 'LS6 2AB' }),
      place(postcode('LS6 2AB'), LS6_CENTRE),
      PLUMBER,
    );
    expect(plan).toMatchObject({
      read: 'in place',
      order: 'relevance',
      scope: { postcode: { kind: 'district', district: 'LS6' } },
      withNearest: { around: 'centre' },
      fuzzy: false,
    });
  });

  it('plumber + LS6 2AB + radius: the circle only, the radius a hard limit', () => {
    const plan = planSearch(
      query({ q: 'plumber', location: 'LS6 2AB', radiusKm: 5 }),
      place(postcode('LS6 2AB'), LS6_CENTRE),
      PLUMBER,
    );
    expect(plan).toMatchObject({ read: 'in place', radiusKm: 5, withNearest: null, fuzzy: true });
    const sorted = planSearch(
      query({ q: 'plumber', location: 'LS6 2AB', radiusKm: 5, sort: 'distance' }),
      place(postcode('LS6 2AB'), LS6_CENTRE),
      PLUMBER,
    );
    expect(sorted).toMatchObject({ read: 'nearest sorted', radiiKm: [5], radiusKm: 5 });
  });

  it('a district with no text searches the default 10 km around its centre', () => {
    const plan = planSearch(query({ location: 'LS6' }), place(postcode('LS6'), LS6_CENTRE), null);
    expect(plan).toMatchObject({ read: 'in place', radiusKm: 10, withNearest: null });
  });

  it('plumber in Leeds: the town, then the nearest around its centre, read only when needed', () => {
    expect(planSearch(query({ q: 'plumber' }), place(LEEDS), PLUMBER)).toMatchObject({
      read: 'in place',
      scope: LEEDS,
      centre: null,
      withNearest: { around: 'town', city: 'leeds' },
    });
    expect(
      planSearch(query({ q: 'plumber', sort: 'rating' }), place(LEEDS), PLUMBER),
    ).toMatchObject({ read: 'in place', order: 'rating', withNearest: null });
    expect(
      planSearch(query({ q: 'plumber', sort: 'distance' }), place(LEEDS, LEEDS_CENTRE), PLUMBER),
    ).toMatchObject({ read: 'nearest sorted', radiiKm: WIDEN_STEPS_KM });
  });

  it('near me with no text: the 10 km circle, in rank or distance order', () => {
    expect(planSearch(query({ near: LS6_CENTRE }), place(null, LS6_CENTRE), null)).toMatchObject({
      read: 'in place',
      radiusKm: 10,
      withNearest: null,
    });
    expect(
      planSearch(query({ near: LS6_CENTRE, sort: 'distance' }), place(null, LS6_CENTRE), null),
    ).toMatchObject({ read: 'nearest sorted', radiiKm: [10] });
  });

  it('reads nothing for an unknown place or text with no letter or digit', () => {
    const unknown: Location = { kind: 'unknown', text: 'Atlantis' };
    expect(planSearch(query({ q: 'plumber' }), place(unknown), PLUMBER).read).toBe('nothing');
    expect(planSearch(query({ q: '%' }), place(null), null).read).toBe('nothing');
  });

  it('keeps page sizes within 1 to 100', () => {
    expect(planSearch(query({ limit: 500, offset: -3 }), place(null), null).page).toEqual({
      limit: 100,
      offset: 0,
    });
  });
});

describe('scopeDivision', () => {
  it('names the division of a postcode scope, none for a town or the border area TD', () => {
    expect(scopeDivision(postcode('G2 3AA'))).toBe('scotland');
    expect(scopeDivision(postcode('G'))).toBe('scotland');
    expect(scopeDivision(postcode('BT1'))).toBe('northern-ireland');
    expect(scopeDivision(postcode('LS6'))).toBe('england-and-wales');
    expect(scopeDivision(postcode('TD15'))).toBe('england-and-wales');
    expect(scopeDivision(postcode('TD1'))).toBe('scotland');
    expect(scopeDivision(postcode('TD'))).toBeNull();
    expect(scopeDivision(LEEDS)).toBeNull();
    expect(scopeDivision(null)).toBeNull();
  });
});
