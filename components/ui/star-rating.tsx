import type { CSSProperties } from 'react';
import { formatRating } from '@/lib/format';

/** Stars drawn by `.stars` from a custom property: no elements of their own. */
export function starsOf(rating: number | null) {
  // Rounded: 4.9 / 5 * 100 is 98.00000000000001, written twice into every page.
  const percent = Math.round(Math.max(0, Math.min(100, ((rating ?? 5) / 5) * 100)));
  return {
    style: { '--stars': `${percent}%` } as CSSProperties,
    'data-value': formatRating(rating),
  };
}

/** The rating in words for screen readers (and text searches); the drawn number is hidden from them. */
export function RatingText({ rating }: { rating: number | null }) {
  return <span className="sr-only">{`Rated ${formatRating(rating)} out of 5`}</span>;
}

/** Five stars filled to the rating, with the number beside them for screen readers and eyes. */
export function StarRating({
  rating,
  className = '',
}: {
  rating: number | null;
  className?: string;
}) {
  return (
    <span className={className ? `stars ${className}` : 'stars'} {...starsOf(rating)}>
      <RatingText rating={rating} />
    </span>
  );
}
