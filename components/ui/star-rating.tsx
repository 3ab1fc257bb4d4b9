import { formatRating } from '@/lib/format';

/** Five stars filled to the rating, with the number beside them for screen readers and eyes. */
export function StarRating({
  rating,
  className = '',
}: {
  rating: number | null;
  className?: string;
}) {
  const value = rating ?? 5;
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span className={className ? `stars ${className}` : 'stars'}>
      <span aria-hidden="true" className="stars-track">
        ★★★★★
        <span className="stars-fill" style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="stars-value">
        <span className="sr-only">Rated </span>
        {formatRating(rating)}
        <span className="sr-only"> out of 5</span>
      </span>
    </span>
  );
}
