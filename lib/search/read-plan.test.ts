import { describe, expect, it } from 'vitest';
import { matchSetRead, readCircleByIndex, readsMatchesWhole, wholeReadLimit } from './read-plan';

describe('matchSetRead', () => {
  it('reads a small place row by row when its words are common in the directory', () => {
    // "restaurant" in York: 3,000 businesses there, a quarter of the directory matches.
    expect(matchSetRead(750, { size: 3000, directorySize: 1_000_000 })).toBe('place');
  });

  // "restaurant" in Birmingham at 1M: 16,000 rows tested (230 ms) against 4,000 matches read (60 ms).
  it("reads a town's matches from the text index where it would test the place's rows", () => {
    const birmingham = { size: 16_120, directorySize: 1_000_000, inTowns: 15_708 };
    expect(matchSetRead(4000, birmingham, true)).toBe('town');
    expect(matchSetRead(5, birmingham, true)).toBe('index');
    expect(matchSetRead(4000, birmingham)).toBe('place');
    expect(matchSetRead(4000, { ...birmingham, inTowns: 0 }, true)).toBe('place');
    expect(matchSetRead(25_000, { ...birmingham, size: 103_000 }, true)).toBe('index');
  });

  it('uses the text indexes for rare words, big places and no place', () => {
    expect(matchSetRead(5, { size: 3000, directorySize: 1_000_000 })).toBe('index');
    expect(matchSetRead(25_000, { size: 103_000, directorySize: 1_000_000 })).toBe('index');
    expect(matchSetRead(750)).toBe('index');
  });
});

describe('wholeReadLimit', () => {
  // Measured at 1,000,000 businesses, first page, four tier lists: "accountant" (3,673
  // matches) read whole in 30 ms against 56 ms the broad way; "electrician" (14,361) in 124
  // ms against 23.
  it('reads a few thousand matches over a million businesses whole, not fifteen thousand', () => {
    const limit = wholeReadLimit(1_000_000, 4, 20);
    expect(limit).toBeGreaterThan(3673);
    expect(limit).toBeLessThan(14_361);
  });

  it('grows with the scope and with the depth of the page', () => {
    expect(wholeReadLimit(100_000, 4, 20)).toBeLessThan(wholeReadLimit(1_000_000, 4, 20));
    expect(wholeReadLimit(1_000_000, 4, 200)).toBeGreaterThan(wholeReadLimit(1_000_000, 4, 20));
  });
});

describe('readsMatchesWhole (nearest first)', () => {
  it('reads a rare word whole and walks the GiST index for a common one', () => {
    // A first page over a million businesses: the two meet at about 4,500 matches.
    expect(readsMatchesWhole(300, 20, 1_000_000)).toBe(true);
    expect(readsMatchesWhole(4000, 20, 1_000_000)).toBe(true);
    expect(readsMatchesWhole(28_000, 20, 1_000_000)).toBe(false);
    // Never more than 20,000 read whole, however deep the page.
    expect(readsMatchesWhole(25_000, 1000, 1_000_000)).toBe(false);
    // A small directory reads up to 2,000 whole.
    expect(readsMatchesWhole(1500, 20, 100)).toBe(true);
  });
});

describe('readCircleByIndex', () => {
  it('reads a small circle through the GiST index, and walks the rank index in a big one', () => {
    expect(readCircleByIndex(3_000, 1_000_000)).toBe(true);
    expect(readCircleByIndex(4_400, 1_000_000)).toBe(true);
    expect(readCircleByIndex(15_000, 1_000_000)).toBe(false);
  });

  it('reads more circles whole for a deep page, whose walk tests proportionally more rows', () => {
    // A 100 km circle around Inverness at 1M: 15,500 businesses; page 50 (offset 980).
    expect(readCircleByIndex(15_500, 1_000_000, 1000)).toBe(true);
    expect(readCircleByIndex(60_000, 1_000_000, 1000)).toBe(false);
    expect(readCircleByIndex(4_400, 1_000_000, 1)).toBe(true);
  });
});
