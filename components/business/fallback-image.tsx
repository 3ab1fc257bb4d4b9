import { preload as preloadResource } from 'react-dom';

type Picture = { src: string; alt: string };

// A server-rendered `<img>` so lists hydrate nothing; a failed photo gives way to its
// category picture (PhotoFallbackScript, or photo-fallback in globals.css without script).
export function FallbackImage({
  photo,
  fallback,
  width,
  height,
  className = '',
  preload = false,
}: {
  photo: Picture | null;
  fallback: Picture;
  width: number;
  height: number;
  className?: string;
  preload?: boolean;
}) {
  const layered = photo !== null && photo.src !== fallback.src;
  const image = layered ? photo : fallback;
  if (preload) preloadResource(image.src, { as: 'image', fetchPriority: 'high' });
  return (
    // Photos are shown as they are: the server may have no route to their hosts, and the stock
    // pictures are small SVGs already, so next/image would only add a client component.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      loading={preload ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={preload ? 'high' : undefined}
      data-fallback={layered ? fallback.src : undefined}
      data-fallback-alt={layered ? fallback.alt : undefined}
      style={layered ? { backgroundImage: `url("${fallback.src}")` } : undefined}
      className={`${layered ? 'photo-fallback ' : ''}object-cover ${className}`}
    />
  );
}
