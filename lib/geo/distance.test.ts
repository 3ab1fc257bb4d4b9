import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  formatDistance,
  formatMiles,
  formatNear,
  parseNear,
  parseRadiusKm,
  parseRadiusMiles,
  roundPoint,
} from './distance';

describe('distanceKm', () => {
  it('measures great-circle distances on earthdistance’s sphere', () => {
    const london = { lat: 51.5074, lng: -0.1278 };
    const leeds = { lat: 53.8008, lng: -1.5491 };
    expect(distanceKm(london, leeds)).toBeCloseTo(270, -1);
    expect(distanceKm(london, london)).toBe(0);
    // One degree of latitude on a 6,378.168 km sphere.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.317, 2);
  });
});

describe('parseNear', () => {
  it('reads "lat,lng" with optional spaces and signs', () => {
    expect(parseNear('51.51,-0.13')).toEqual({ lat: 51.51, lng: -0.13 });
    expect(parseNear(' 53.8 , +1 ')).toEqual({ lat: 53.8, lng: 1 });
  });

  it('explains what is wrong', () => {
    for (const bad of ['', 'london', '51.5', '51.5,', '1e3,2', '51.5;-0.1', 'NaN,1', '1,2,3']) {
      expect(parseNear(bad), bad).toHaveProperty('error');
    }
    expect(parseNear('91,0')).toEqual({ error: 'latitude must be between -90 and 90' });
    expect(parseNear('0,-181')).toEqual({ error: 'longitude must be between -180 and 180' });
  });

  it('rounds to about 100 m (three decimals) for the canonical form and the cache', () => {
    expect(formatNear({ lat: 51.5073509, lng: -0.1277583 })).toBe('51.507,-0.128');
    expect(formatNear({ lat: 51.50749, lng: -0.12751 })).toBe('51.507,-0.128');
    expect(roundPoint({ lat: 53.80079, lng: -1.54911 })).toEqual({ lat: 53.801, lng: -1.549 });
  });
});

describe('parseRadiusKm', () => {
  it('accepts 0.1 to 100 km', () => {
    expect(parseRadiusKm('0.1')).toBe(0.1);
    expect(parseRadiusKm('100')).toBe(100);
    expect(parseRadiusKm('5')).toBe(5);
  });

  it('refuses the rest with a message', () => {
    for (const bad of ['0', '0.05', '100.1', '-5', 'ten', '', '1e2', 'Infinity']) {
      expect(parseRadiusKm(bad), bad).toHaveProperty('error');
    }
  });
});

describe('parseRadiusMiles', () => {
  it('accepts 0.1 to 62 miles and refuses the rest', () => {
    expect(parseRadiusMiles('3')).toBe(3);
    expect(parseRadiusMiles('50')).toBe(50);
    for (const bad of ['0', '63', '-1', 'five', '', '1e1']) {
      expect(parseRadiusMiles(bad), bad).toHaveProperty('error');
    }
  });
});

describe('formatDistance', () => {
  it('speaks miles, like a card line', () => {
    expect(formatDistance(0.004)).toBe('0.1 mi away');
    expect(formatDistance(0.644)).toBe('0.4 mi away');
    expect(formatDistance(1.609344)).toBe('1.0 mi away');
    expect(formatDistance(24.4)).toBe('15 mi away');
    expect(formatMiles(80.4672)).toBe('50 mi');
  });
});
