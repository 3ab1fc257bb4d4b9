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
      // Attributes left unset are left out of both the HTML and the payload (issue 47): an eager
      // image is the hero, the one that asks for priority; `decoding` is left to the browser.
      {...(preload ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      {...(layered
        ? {
            'data-fallback': fallback.src,
            // PhotoFallbackScript reads a missing alt as an empty one.
            ...(fallback.alt ? { 'data-fallback-alt': fallback.alt } : null),
            // The pictures are our own paths (no spaces or brackets), so the URL needs no quotes.
            style: { backgroundImage: `url(${fallback.src})` },
          }
        : null)}
      className={layered ? `photo-fallback ${className}` : className}
    />
  );
}
