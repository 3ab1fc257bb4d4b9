/**
 * The navigation groups: the handful of sections the directory is browsed by. Every Google Maps
 * category lands in exactly one of them (see taxonomy.ts); businesses that fit none go to the
 * fallback group, so no listing is ever unreachable from the navigation.
 */

/**
 * schema.org types used for a group's JSON-LD. Kept as a closed union of LocalBusiness and its
 * subtypes so a typo, or a type that is not a LocalBusiness, fails to compile: Google's local
 * business rich results only accept LocalBusiness or a subtype.
 */
export type LocalBusinessSchemaType =
  | 'LocalBusiness'
  | 'Restaurant'
  | 'MedicalBusiness'
  | 'AutomotiveBusiness'
  | 'HealthAndBeautyBusiness'
  | 'HomeAndConstructionBusiness'
  | 'ProfessionalService'
  | 'EntertainmentBusiness';

/** The shape every group literal is checked against; use `CategoryGroup` for the exact type. */
interface CategoryGroupShape {
  readonly slug: string;
  /** Shown in the header, footer, page titles and breadcrumbs. */
  readonly name: string;
  readonly schemaType: LocalBusinessSchemaType;
  /** Picture shown for a listing without a photo of its own (the files are drawn separately). */
  readonly stockImage: string;
}

/** Order matters: it is the order of the header and footer links. */
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
    // schema.org notes that ProfessionalService is "deprecated due to confusion with Service",
    // but it is still a valid LocalBusiness subtype and the only one spanning lawyers,
    // accountants, estate agents and agencies; its narrower siblings (LegalService,
    // AccountingService, FinancialService) each cover one trade only.
    slug: 'professional-services',
    name: 'Professional Services',
    schemaType: 'ProfessionalService',
    stockImage: '/images/categories/professional-services.svg',
  },
  {
    // Not EducationalOrganization: that type descends from Organization and CivicStructure, not
    // from LocalBusiness, so it cannot carry LocalBusiness properties such as priceRange and
    // does not qualify for Google's local business rich results. Most listings here are
    // businesses anyway (driving schools, tutors, language schools); schema.org has no
    // LocalBusiness subtype for them except the too-narrow ChildCare, so plain LocalBusiness.
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
    // The fallback: shops, pet stores, hotels, places of worship and anything else unmatched.
    slug: 'local-services',
    name: 'Other Local Services',
    schemaType: 'LocalBusiness',
    stockImage: '/images/categories/local-services.svg',
  },
] as const satisfies readonly CategoryGroupShape[];

/** One group, with its slug narrowed to the known slugs. */
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];

export type CategoryGroupSlug = CategoryGroup['slug'];

/** The group for businesses that match no other group. */
export const FALLBACK_GROUP = 'local-services' satisfies CategoryGroupSlug;

/** The header has room for six links; the first six groups are the most searched. */
export const NAV_GROUP_SLUGS = [
  'restaurants',
  'healthcare',
  'auto-services',
  'beauty-wellness',
  'home-services',
  'professional-services',
] as const satisfies readonly CategoryGroupSlug[];

/** The footer lists every named group; the fallback is not a destination people look for. */
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

/** The group with this exact slug (slugs are lower case; callers normalise URLs first). */
export function getCategoryGroup(slug: string): CategoryGroup | undefined {
  return GROUPS_BY_SLUG.get(slug);
}
