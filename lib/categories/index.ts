export {
  CATEGORY_GROUPS,
  FALLBACK_GROUP,
  FOOTER_GROUP_SLUGS,
  NAV_GROUP_SLUGS,
  getCategoryGroup,
  isCategoryGroupSlug,
  type CategoryGroup,
  type CategoryGroupSlug,
  type LocalBusinessSchemaType,
} from './groups';
export {
  KNOWN_CATEGORY_COUNT,
  categoryDisplayName,
  categoryGroupFor,
  isKnownCategory,
} from './taxonomy';
export {
  categorySlugFor,
  categoryTitleFromSlug,
  resolveCategorySlug,
  type ResolvedCategorySlug,
} from './resolve';
