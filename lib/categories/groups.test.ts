import { describe, expect, it } from 'vitest';
import {
  CATEGORY_GROUPS,
  FALLBACK_GROUP,
  FOOTER_GROUP_SLUGS,
  NAV_GROUP_SLUGS,
  getCategoryGroup,
  isCategoryGroupSlug,
} from './groups';

describe('CATEGORY_GROUPS', () => {
  it('lists the groups in navigation order', () => {
    expect(CATEGORY_GROUPS.map((group) => group.slug)).toEqual([
      'restaurants',
      'healthcare',
      'auto-services',
      'beauty-wellness',
      'home-services',
      'professional-services',
      'education',
      'entertainment',
      'local-services',
    ]);
  });

  it('names each group for display', () => {
    expect(CATEGORY_GROUPS.map((group) => group.name)).toEqual([
      'Restaurants',
      'Healthcare',
      'Auto Services',
      'Beauty & Wellness',
      'Home Services',
      'Professional Services',
      'Education',
      'Entertainment',
      'Other Local Services',
    ]);
  });

  it('gives each group a schema.org LocalBusiness type', () => {
    expect(Object.fromEntries(CATEGORY_GROUPS.map((g) => [g.slug, g.schemaType]))).toEqual({
      restaurants: 'Restaurant',
      healthcare: 'MedicalBusiness',
      'auto-services': 'AutomotiveBusiness',
      'beauty-wellness': 'HealthAndBeautyBusiness',
      'home-services': 'HomeAndConstructionBusiness',
      'professional-services': 'ProfessionalService',
      // EducationalOrganization is not a LocalBusiness subtype (see groups.ts).
      education: 'LocalBusiness',
      entertainment: 'EntertainmentBusiness',
      'local-services': 'LocalBusiness',
    });
  });

  it('points each group at its stock image', () => {
    for (const group of CATEGORY_GROUPS) {
      expect(group.stockImage).toBe(`/images/categories/${group.slug}.svg`);
    }
  });

  it('uses URL-safe, unique slugs', () => {
    const slugs = CATEGORY_GROUPS.map((group) => group.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

describe('navigation subsets', () => {
  it('shows the first six groups in the header', () => {
    expect(NAV_GROUP_SLUGS).toEqual(CATEGORY_GROUPS.slice(0, 6).map((group) => group.slug));
  });

  it('shows every named group, but not the fallback, in the footer', () => {
    expect(FOOTER_GROUP_SLUGS).toEqual(CATEGORY_GROUPS.slice(0, 8).map((group) => group.slug));
    expect(FOOTER_GROUP_SLUGS).not.toContain(FALLBACK_GROUP);
  });

  it('falls back to Other Local Services', () => {
    expect(FALLBACK_GROUP).toBe('local-services');
    expect(getCategoryGroup(FALLBACK_GROUP)?.name).toBe('Other Local Services');
  });
});

describe('getCategoryGroup and isCategoryGroupSlug', () => {
  it('finds every group by its slug', () => {
    for (const group of CATEGORY_GROUPS) {
      expect(getCategoryGroup(group.slug)).toBe(group);
      expect(isCategoryGroupSlug(group.slug)).toBe(true);
    }
  });

  it('rejects anything else, including near misses', () => {
    for (const slug of [
      '',
      'restaurant',
      'Restaurants',
      'italian-restaurant',
      'beauty-and-wellness',
    ]) {
      expect(getCategoryGroup(slug)).toBeUndefined();
      expect(isCategoryGroupSlug(slug)).toBe(false);
    }
  });

  it('ignores properties inherited from Object.prototype', () => {
    expect(getCategoryGroup('constructor')).toBeUndefined();
    expect(isCategoryGroupSlug('toString')).toBe(false);
  });
});
