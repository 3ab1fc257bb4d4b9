import { describe, expect, it } from 'vitest';
import { paintedAfterLoad } from '@/bench/lib/first-frame';

// The `metrics` audit's details as Lighthouse 12 writes them: the observed timings, then a
// second item of its own.
const details = (observedFirstContentfulPaint: number, observedLoad: number) => ({
  type: 'debugdata',
  items: [
    { observedFirstContentfulPaint, observedLoad, observedDomContentLoaded: 300 },
    { lcpInvalidated: false },
  ],
});

describe('paintedAfterLoad', () => {
  it('tells a first frame held back past the load event from one shown before it', () => {
    expect(paintedAfterLoad(details(1288, 459))).toBe(true);
    expect(paintedAfterLoad(details(225, 538))).toBe(false);
  });

  it('is false when the observed timings are missing', () => {
    expect(paintedAfterLoad(undefined)).toBe(false);
    expect(paintedAfterLoad({ type: 'debugdata', items: [] })).toBe(false);
  });
});
