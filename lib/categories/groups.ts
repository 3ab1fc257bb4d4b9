// Every category lands in exactly one group; the fallback group keeps every listing reachable.

/** A closed union of LocalBusiness subtypes: Google's local business rich results accept no other. */
export type LocalBusinessSchemaType =
  | 'LocalBusiness'
  | 'Restaurant'
  | 'MedicalBusiness'
  | 'AutomotiveBusiness'
  | 'HealthAndBeautyBusiness'
  | 'HomeAndConstructionBusiness'
  | 'ProfessionalService'
  | 'EntertainmentBusiness';

interface CategoryGroupShape {
  readonly slug: string;
  readonly name: string;
  readonly schemaType: LocalBusinessSchemaType;
  readonly stockImage: string;
}

// Order matters: it is the order of the header and footer links.
export const CATEGORY_GROUPS = [
  {
    slug: 'restaurants',
    name: 'Restaurants',
    schemaType: 'Restaurant',
    stockImage: '/images/categories/restaurants.svg',
  },
  {
    slug: 'healthcare',
    name: 'Healthcare',
    schemaType: 'MedicalBusiness',
    stockImage: '/images/categories/healthcare.svg',
  },
  {
    slug: 'auto-services',
    name: 'Auto Services',
    schemaType: 'AutomotiveBusiness',
    stockImage: '/images/categories/auto-services.svg',
  },
  {
    slug: 'beauty-wellness',
    name: 'Beauty & Wellness',
    schemaType: 'HealthAndBeautyBusiness',
    stockImage: '/images/categories/beauty-wellness.svg',
  },
  {
    slug: 'home-services',
    name: 'Home Services',
    schemaType: 'HomeAndConstructionBusiness',
    stockImage: '/images/categories/home-services.svg',
  },
  {
    // ProfessionalService, deprecated but valid: docs/search.md#category-groups.
    slug: 'professional-services',
    name: 'Professional Services',
    schemaType: 'ProfessionalService',
    stockImage: '/images/categories/professional-services.svg',
  },
  {
    // Not EducationalOrganization, which is no LocalBusiness: docs/search.md#category-groups.
    slug: 'education',
    name: 'Education',
    schemaType: 'LocalBusiness',
    stockImage: '/images/categories/education.svg',
  },
  {
    slug: 'entertainment',
    name: 'Entertainment',
    schemaType: 'EntertainmentBusiness',
    stockImage: '/images/categories/entertainment.svg',
  },
  {
    slug: 'local-services',
    name: 'Other Local Services',
    schemaType: 'LocalBusiness',
    stockImage: '/images/categories/local-services.svg',
  },
] as const satisfies readonly CategoryGroupShape[];

export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];

export type CategoryGroupSlug = CategoryGroup['slug'];

export const FALLBACK_GROUP = 'local-services' satisfies CategoryGroupSlug;

export const NAV_GROUP_SLUGS = [
  'restaurants',
  'healthcare',
  'auto-services',
  'beauty-wellness',
  'home-services',
  'professional-services',
] as const satisfies readonly CategoryGroupSlug[];

export const FOOTER_GROUP_SLUGS = [
  ...NAV_GROUP_SLUGS,
  'education',
  'entertainment',
] as const satisfies readonly CategoryGroupSlug[];

const GROUPS_BY_SLUG: ReadonlyMap<string, CategoryGroup> = new Map(
  CATEGORY_GROUPS.map((group) => [group.slug, group]),
);

export function isCategoryGroupSlug(s: string): s is CategoryGroupSlug {
  return GROUPS_BY_SLUG.has(s);
}

export function getCategoryGroup(slug: string): CategoryGroup | undefined {
  return GROUPS_BY_SLUG.get(slug);
}
