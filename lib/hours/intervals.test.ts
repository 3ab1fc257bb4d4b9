import { describe, expect, it } from 'vitest';
import { isOpen24Hours, mergeIntervals, sameIntervals } from './intervals';

describe('mergeIntervals', () => {
  it('sorts and merges overlapping and touching intervals', () => {
    expect(
      mergeIntervals([
        { open: 1080, close: 1320 },
        { open: 540, close: 720 },
        { open: 700, close: 800 },
        { open: 800, close: 900 },
      ]),
    ).toEqual([
      { open: 540, close: 900 },
      { open: 1080, close: 1320 },
    ]);
  });

  it('keeps a past-midnight close apart from an early-morning range on the same day', () => {
    expect(
      mergeIntervals([
        { open: 720, close: 1620 },
        { open: 120, close: 300 },
      ]),
    ).toEqual([
      { open: 120, close: 300 },
      { open: 720, close: 1620 },
    ]);
  });

  it('caps a merged span at 24 hours from its opening', () => {
    expect(
      mergeIntervals([
        { open: 0, close: 1440 },
        { open: 1380, close: 1500 },
      ]),
    ).toEqual([{ open: 0, close: 1440 }]);
  });

  it('drops impossible intervals without mutating the input', () => {
    const input = [
      { open: 600, close: 600 },
      { open: -5, close: 60 },
      { open: 1440, close: 1500 },
      { open: Number.NaN, close: 60 },
      { open: 60, close: 120 },
    ];
    expect(mergeIntervals(input)).toEqual([{ open: 60, close: 120 }]);
    expect(input[0]).toEqual({ open: 600, close: 600 });
  });
});

describe('sameIntervals / isOpen24Hours', () => {
  it('compares intervals by value', () => {
    expect(sameIntervals([{ open: 1, close: 2 }], [{ open: 1, close: 2 }])).toBe(true);
    expect(sameIntervals([{ open: 1, close: 2 }], [{ open: 1, close: 3 }])).toBe(false);
    expect(sameIntervals([], [{ open: 1, close: 2 }])).toBe(false);
  });

  it('recognises a day open from midnight to midnight', () => {
    expect(isOpen24Hours([{ open: 0, close: 1440 }])).toBe(true);
    expect(isOpen24Hours([{ open: 0, close: 1439 }])).toBe(false);
    expect(isOpen24Hours([{ open: 60, close: 1500 }])).toBe(false);
  });
});
