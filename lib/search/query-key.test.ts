import { describe, expect, it } from 'vitest';
import { canonicalQuery } from './query-key';

describe('canonicalQuery', () => {
  it('gives variants of one search one key', () => {
    const a = canonicalQuery({
      q: '  Italian   Restaurant ',
      location: 'LS6  2AB',
      near: { lat: 53.819_04, lng: -1.578_11 },
      limit: 20,
      offset: 0,
      hasPhone: false,
      sort: 'relevance',
    });
    const b = canonicalQuery({
      offset: 0,
      limit: 20,
      near: { lat: 53.818_96, lng: -1.577_92 },
      location: 'LS6 2AB',
      q: 'italian restaurant',
      category: 'all',
    });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a).toEqual({
      limit: 20,
      location: 'LS6 2AB',
      near: { lat: 53.819, lng: -1.578 },
      offset: 0,
      q: 'italian restaurant',
    });
  });

  it('keeps what changes the answer', () => {
    const base = { q: 'plumber', limit: 20, offset: 0 };
    const keys = [
      base,
      { ...base, offset: 20 },
      { ...base, radiusKm: 5 },
      { ...base, near: { lat: 53.82, lng: -1.58 } },
      { ...base, near: { lat: 53.821, lng: -1.58 } },
      { ...base, openAt: 1 },
      { ...base, sort: 'distance' as const },
      { ...base, category: 'plumber' },
    ].map((query) => JSON.stringify(canonicalQuery(query)));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
