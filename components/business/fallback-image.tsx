'use client';

import Image from 'next/image';
import { useState } from 'react';

type Picture = { src: string; alt: string };

/**
 * A photo from another host, drawn over its category picture: without script a photo that
 * fails shows the picture (photo-fallback in globals.css), with script it is replaced by it.
 * Photos are shown as they are (`unoptimized`): the server may have no route to their hosts,
 * and the stock pictures are small SVGs already. Width and height reserve the space.
 */
export function FallbackImage({
  photo,
  fallback,
  width,
  height,
  sizes,
  className = '',
  preload = false,
}: {
  photo: Picture | null;
  fallback: Picture;
  width: number;
  height: number;
  sizes: string;
  className?: string;
  preload?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  // next/image re-sets src after hydration when onError is given: only for a real photo.
  const layered = photo !== null && photo.src !== fallback.src && !failed;
  const image = layered ? photo : fallback;
  return (
    <Image
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      unoptimized
      preload={preload}
      fetchPriority={preload ? 'high' : undefined}
      sizes={sizes}
      style={layered ? { backgroundImage: `url("${fallback.src}")` } : undefined}
      className={`${layered ? 'photo-fallback ' : ''}object-cover ${className}`}
      onError={layered ? () => setFailed(true) : undefined}
    />
  );
}
