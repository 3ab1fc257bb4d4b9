import { describe, expect, it } from 'vitest';
import { getCategoryGroup } from './groups';
import { categorySlugFor, categoryTitleFromSlug, resolveCategorySlug } from './resolve';

describe('categorySlugFor', () => {
  it('is the shared slugify', () => {
    expect(categorySlugFor('Italian restaurant')).toBe('italian-restaurant');
    expect(categorySlugFor('  Bar & Grill ')).toBe('bar-and-grill');
    expect(categorySlugFor('Café')).toBe('cafe');
    expect(categorySlugFor('Продавница за кућне љубимце')).toBe('продавница-за-кућне-љубимце');
  });
});

describe('resolveCategorySlug', () => {
  it('resolves a group slug to the group', () => {
    expect(resolveCategorySlug('restaurants')).toEqual({
      kind: 'group',
      group: getCategoryGroup('restaurants'),
    });
    expect(resolveCategorySlug('local-services')).toMatchObject({
      kind: 'group',
      group: { name: 'Other Local Services' },
    });
  });

  it('treats anything else as a category slug', () => {
    expect(resolveCategorySlug('italian-restaurant')).toEqual({
      kind: 'category',
      categorySlug: 'italian-restaurant',
    });
    expect(resolveCategorySlug('restaurant')).toEqual({
      kind: 'category',
      categorySlug: 'restaurant',
    });
  });

  it('normalises hand-typed and percent-encoded slugs to the stored form', () => {
    expect(resolveCategorySlug('Italian-Restaurant')).toEqual({
      kind: 'category',
      categorySlug: 'italian-restaurant',
    });
    expect(resolveCategorySlug('Healthcare')).toMatchObject({ kind: 'group' });
    const slug = categorySlugFor('Ветеринар');
    expect(resolveCategorySlug(encodeURIComponent(slug))).toEqual({
      kind: 'category',
      categorySlug: slug,
    });
    expect(resolveCategorySlug('100%-bad')).toEqual({ kind: 'category', categorySlug: '100-bad' });
  });

  it('round-trips every category slug it is given', () => {
    for (const category of [
      'Hair salon',
      'MOT testing centre',
      'Ветеринарска клиника',
      'Eiscafé',
    ]) {
      const slug = categorySlugFor(category);
      expect(resolveCategorySlug(slug)).toEqual({ kind: 'category', categorySlug: slug });
    }
  });
});

describe('categoryTitleFromSlug', () => {
  it("uses the group's display name for a group", () => {
    expect(categoryTitleFromSlug('beauty-wellness')).toBe('Beauty & Wellness');
    expect(categoryTitleFromSlug('local-services')).toBe('Other Local Services');
  });

  it('turns hyphens back into spaces, first letter capitalised', () => {
    expect(categoryTitleFromSlug('uzbek-restaurant')).toBe('Uzbek restaurant');
    expect(categoryTitleFromSlug('ветеринарска-нега')).toBe('Ветеринарска нега');
  });

  it("uses Google's spelling for a known category", () => {
    expect(categoryTitleFromSlug('italian-restaurant')).toBe('Italian restaurant');
    expect(categoryTitleFromSlug('mot-testing-centre')).toBe('MOT testing centre');
    expect(categoryTitleFromSlug('hvac-contractor')).toBe('HVAC contractor');
    expect(categoryTitleFromSlug('bed-and-breakfast')).toBe('Bed & breakfast');
  });
});
