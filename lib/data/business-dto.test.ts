import { describe, expect, it } from 'vitest';
import { AMENITY_LIMITS, amenitiesOf } from './business-dto';

describe('amenitiesOf', () => {
  it('caps sections, items per section and items in all, whatever is stored', () => {
    const about = Object.fromEntries(
      Array.from({ length: 5_000 }, (_, s) => [
        `Amenities ${s}`,
        Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`Feature ${s}.${i}`, true])),
      ]),
    );
    const amenities = amenitiesOf(about);
    expect(amenities.length).toBeLessThanOrEqual(AMENITY_LIMITS.sections);
    for (const { items } of amenities)
      expect(items.length).toBeLessThanOrEqual(AMENITY_LIMITS.itemsPerSection);
    const total = amenities.reduce((sum, { items }) => sum + items.length, 0);
    expect(total).toBe(AMENITY_LIMITS.items);
  });

  it('lists only the true attributes of the visitor sections', () => {
    expect(
      amenitiesOf({
        Accessibility: { 'Wheelchair accessible entrance': true, 'Hearing loop': false },
        Crowd: { 'Family-friendly': true },
      }),
    ).toEqual([{ section: 'Accessibility', items: ['Wheelchair accessible entrance'] }]);
  });
});
