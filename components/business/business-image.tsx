import { FallbackImage } from '@/components/business/fallback-image';
import { getCategoryGroup } from '@/lib/categories';

/** When the group is unknown: a neutral picture labelled as the spec's fallback. */
const SERVICE_PROVIDER = {
  src: '/images/categories/service-provider.svg',
  label: 'Service Provider',
};

type Pictured = { name: string; photos: string[]; categoryGroup: string };

/** The group's stock picture, else the 'Service Provider' one: a photo's stand-in. */
export function categoryPicture(business: Pick<Pictured, 'categoryGroup'>) {
  const group = getCategoryGroup(business.categoryGroup);
  return group
    ? { src: group.stockImage, alt: group.name }
    : { src: SERVICE_PROVIDER.src, alt: SERVICE_PROVIDER.label };
}

/** The business's first photo, falling back to its category picture when absent or broken. */
export function BusinessImage({
  business,
  className = '',
  preload = false,
}: {
  business: Pictured;
  className?: string;
  preload?: boolean;
}) {
  const photo = business.photos[0];
  return (
    <FallbackImage
      photo={photo ? { src: photo, alt: business.name } : null}
      fallback={categoryPicture(business)}
      width={1200}
      height={600}
      preload={preload}
      className={className}
    />
  );
}
