import type { CSSProperties } from 'react';
import { markup } from '@/components/ui/markup';
import { formatRating } from '@/lib/format';

/** Stars drawn by `.stars` from a custom property: no elements of their own. */
function starsFill(rating: number | null) {
  // Rounded: 4.9 / 5 * 100 is 98.00000000000001, written twice into every page.
  const percent = Math.round(Math.max(0, Math.min(100, ((rating ?? 5) / 5) * 100)));
  return { fill: `${percent}%`, value: formatRating(rating) };
}

/** The rating in words for screen readers (and text searches); the drawn number is hidden from them. */
function ratingText(rating: number | null) {
  return `Rated ${formatRating(rating)} out of 5`;
}

/** Five stars filled to the rating, with the number beside them for screen readers and eyes. */
export function StarRating({
  rating,
  className = '',
}: {
  rating: number | null;
  className?: string;
}) {
  const { fill, value } = starsFill(rating);
  return (
    <span
      className={className ? `stars ${className}` : 'stars'}
      style={{ '--stars': fill } as CSSProperties}
      data-value={value}
    >
      <span className="sr-only">{ratingText(rating)}</span>
    </span>
  );
}

/** StarRating's parts as static markup (components/ui/markup.ts): the attributes for the
 * element with `.stars`, and its first child, the rating in words. */
export function starsMarkup(rating: number | null) {
  const { fill, value } = starsFill(rating);
  return {
    attributes: markup` style="--stars:${fill}" data-value="${value}"`,
    text: markup`<span class="sr-only">${ratingText(rating)}</span>`,
  };
}
