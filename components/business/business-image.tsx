import Image from 'next/image';
import { getCategoryGroup } from '@/lib/categories';

/** When the group is unknown: a neutral picture labelled as the spec's fallback. */
const SERVICE_PROVIDER = {
  src: '/images/categories/service-provider.svg',
  label: 'Service Provider',
};

/** The business's first photo, else its group's stock picture, else the 'Service Provider' one. */
function businessImage(business: { name: string; photos: string[]; categoryGroup: string }) {
  const photo = business.photos[0];
  if (photo) return { src: photo, alt: business.name };
  const group = getCategoryGroup(business.categoryGroup);
  return group
    ? { src: group.stockImage, alt: group.name }
    : { src: SERVICE_PROVIDER.src, alt: SERVICE_PROVIDER.label };
}

/**
 * Photos are shown as they are (`unoptimized`): they live on other hosts and the server may
 * have no route to them, and the stock pictures are small SVGs already. Width and height
 * reserve the space so nothing shifts while the image loads.
 */
export function BusinessImage({
  business,
  className = '',
  preload = false,
}: {
  business: { name: string; photos: string[]; categoryGroup: string };
  className?: string;
  preload?: boolean;
}) {
  const image = businessImage(business);
  return (
    <Image
      src={image.src}
      alt={image.alt}
      width={1200}
      height={600}
      unoptimized
      preload={preload}
      fetchPriority={preload ? 'high' : undefined}
      sizes="(min-width: 1280px) 1216px, 100vw"
      className={`object-cover ${className}`}
    />
  );
}
