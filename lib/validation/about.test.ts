import { describe, expect, it } from 'vitest';
import { ABOUT_LIMITS, boundAbout } from './about';
import { businessInputSchema } from './business';

/** `sections` sections of `items` true attributes each. */
function hugeAbout(sections: number, items: number) {
  return Object.fromEntries(
    Array.from({ length: sections }, (_, s) => [
      `Amenities ${s}`,
      Object.fromEntries(Array.from({ length: items }, (_, i) => [`Feature ${s}.${i}`, true])),
    ]),
  );
}

const count = (about: Record<string, unknown>) =>
  Object.values(about).reduce<number>(
    (sum, value) => sum + (value && typeof value === 'object' ? Object.keys(value).length : 0),
    0,
  );

describe('boundAbout', () => {
  it('keeps a real-sized about object as it is', () => {
    const about = {
      'Service options': { 'Dine-in': true, Delivery: false },
      Accessibility: { 'Wheelchair accessible entrance': true },
      Payments: ['Credit cards'],
    };
    expect(boundAbout(about)).toEqual(about);
  });

  it('caps sections, attributes per section and attributes in all', () => {
    const wide = boundAbout(hugeAbout(5_000, 3));
    expect(Object.keys(wide)).toHaveLength(ABOUT_LIMITS.sections);
    const deep = boundAbout(hugeAbout(2, 10_000));
    expect(Object.values(deep).map((items) => Object.keys(items as object).length)).toEqual([
      ABOUT_LIMITS.itemsPerSection,
      ABOUT_LIMITS.itemsPerSection,
    ]);
    expect(count(boundAbout(hugeAbout(30, 60)))).toBe(ABOUT_LIMITS.items);
  });

  it('drops long names, long texts, nesting, and keeps __proto__ a plain key', () => {
    const about = JSON.parse(
      `{"${'x'.repeat(201)}": {"a": true}, "Crowd": {"${'y'.repeat(201)}": true, "deep": {"a": true}, "text": "${'z'.repeat(201)}", "ok": true}, "__proto__": {"polluted": true}}`,
    ) as unknown;
    const bounded = boundAbout(about);
    expect(bounded).toEqual(JSON.parse('{"Crowd": {"ok": true}, "__proto__": {"polluted": true}}'));
    expect(Object.getPrototypeOf(bounded)).toBe(Object.prototype);
  });

  it('is applied by the import and edit schema', () => {
    const parsed = businessInputSchema.parse({
      name: 'About Test',
      category: 'Cafe',
      placeId: 'ChIJabout',
      openingHours: null,
      about: hugeAbout(1_000, 100),
    });
    expect(count(parsed.about!)).toBe(ABOUT_LIMITS.items);
  });
});
