import { preload as preloadResource } from 'react-dom';
import { markup } from '@/components/ui/markup';

type Picture = { src: string; alt: string };

// `.fb-{name}` in app/globals.css lays `/images/categories/{name}.svg` under a photo: a class
// rather than the picture's path twice (a style, a data attribute), in the HTML and the payload.
export function fallbackClass(src: string): string {
  return `photo-fallback fb-${src.slice(src.lastIndexOf('/') + 1, -'.svg'.length)}`;
}

/** What the `<img>` shows: the photo with its category picture laid under it, or the picture. */
function fallbackImage(photo: Picture | null, fallback: Picture, className: string) {
  const layered = photo !== null && photo.src !== fallback.src;
  const image = layered ? photo : fallback;
  return {
    src: image.src,
    alt: image.alt,
    // PhotoFallbackScript reads a missing alt as an empty one.
    fallbackAlt: layered && fallback.alt ? fallback.alt : null,
    className: layered ? `${fallbackClass(fallback.src)} ${className}` : className,
  };
}

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
  /** A category picture, `/images/categories/*.svg`. */
  fallback: Picture;
  width: number;
  height: number;
  className?: string;
  preload?: boolean;
}) {
  const image = fallbackImage(photo, fallback, className);
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
      // Attributes left unset are left out of both the HTML and the payload (issue 47): an eager
      // image is the hero, the one that asks for priority; `decoding` is left to the browser.
      {...(preload ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      {...(image.fallbackAlt ? { 'data-fallback-alt': image.fallbackAlt } : null)}
      className={image.className}
    />
  );
}

/** FallbackImage, lazy, as static markup (components/ui/markup.ts), in the bytes React writes. */
export function lazyFallbackImage(
  photo: Picture | null,
  fallback: Picture,
  size: { width: number; height: number; className: string },
) {
  const image = fallbackImage(photo, fallback, size.className);
  const fallbackAlt = image.fallbackAlt && markup` data-fallback-alt="${image.fallbackAlt}"`;
  return markup`<img src="${image.src}" alt="${image.alt}" width="${size.width}" height="${size.height}" loading="lazy"${fallbackAlt} class="${image.className}"/>`;
}
