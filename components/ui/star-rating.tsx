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
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <span
        aria-hidden="true"
        className="relative inline-block text-base leading-none tracking-tight text-slate-300"
      >
        ★★★★★
        <span
          className="absolute inset-0 overflow-hidden whitespace-nowrap text-amber-500"
          style={{ width: `${percent}%` }}
        >
          ★★★★★
        </span>
      </span>
      <span className="text-sm font-semibold text-slate-800">
        <span className="sr-only">Rated </span>
        {formatRating(rating)}
        <span className="sr-only"> out of 5</span>
      </span>
    </span>
  );
}
