import { getCategoryGroup } from '@/lib/categories';

/** When the group is unknown: a neutral picture labelled as the spec's fallback. */
const SERVICE_PROVIDER = {
  src: '/images/categories/service-provider.svg',
  label: 'Service Provider',
};

/** The group's stock picture, else the 'Service Provider' one: a photo's stand-in. */
export function categoryPicture(business: { categoryGroup: string }) {
  const group = getCategoryGroup(business.categoryGroup);
  return group
    ? { src: group.stockImage, alt: group.name }
    : { src: SERVICE_PROVIDER.src, alt: SERVICE_PROVIDER.label };
}
