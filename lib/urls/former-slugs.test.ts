import { describe, expect, it } from 'vitest';
import { SlugFilter } from './former-slugs';

describe('SlugFilter', () => {
  it('holds every slug added and few others at a million slugs', () => {
    const filter = new SlugFilter();
    const slug = (i: number) => `business-name-${i}-chij${(i * 7919).toString(36)}`;
    for (let i = 0; i < 1_000_000; i++) filter.add(slug(i));
    for (let i = 0; i < 1_000_000; i += 997) expect(filter.mightHold(slug(i))).toBe(true);
    let falsePositives = 0;
    for (let i = 1_000_000; i < 1_200_000; i++) if (filter.mightHold(slug(i))) falsePositives++;
    // The live pages that would pay a database query: about 1 in 100,000.
    expect(falsePositives).toBeLessThan(20);
  });

  it('holds nothing when empty, so no live page pays a query', () => {
    const filter = new SlugFilter();
    expect(filter.mightHold('any-business-chij123')).toBe(false);
    filter.add('café-nero-chij123');
    expect(filter.mightHold('café-nero-chij123')).toBe(true);
    expect(filter.mightHold('cafe-nero-chij123')).toBe(false);
  });
});
