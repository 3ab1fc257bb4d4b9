// The paired cold run (measureColdBesideBare) needs detail pages no other run renders, whatever
// the directory's size: a 100,000-business sample holds about 5,000 slugs, not the 7,400 asked.
import { describe, expect, it } from 'vitest';
import type { SampleData } from '@/bench/lib/database';
import { pageTargets, pairedColdDetailUrls } from '@/bench/lib/targets';

const sample = (count: number) =>
  ({
    slugs: Array.from({ length: count }, (_, i) => `slug-${i}`),
    ids: [],
    topSlug: 'slug-0',
    cities: [],
    categories: [],
  }) as unknown as SampleData;

describe('detail slugs split between the cold runs', () => {
  it.each([7400, 5000, 500])('gives both runs their own of %i sampled slugs', (count) => {
    const data = sample(count);
    const detail = pageTargets(data).find((target) => target.name === 'detail')!.cold;
    const paired = pairedColdDetailUrls(data);
    expect(paired.length).toBeGreaterThan(count / 4);
    expect(detail.length + paired.length).toBe(count);
    expect(new Set([...detail, ...paired]).size).toBe(count);
  });

  it('keeps 5,000 for measurePages when the sample is full', () => {
    expect(pageTargets(sample(7400)).find((t) => t.name === 'detail')!.cold).toHaveLength(5000);
  });
});
