import { innerHtml, markup } from '@/components/ui/markup';
import { StarRating } from '@/components/ui/star-rating';
import { formatCount } from '@/lib/format';
import type { DetailPanelsView } from './detail-view';

/** Google's per-star review counts, only when the file had all five. */
export function RatingPanel({ rating, checked }: Pick<DetailPanelsView, 'rating' | 'checked'>) {
  if (!rating) return null;
  const { reviewCount, perScore } = rating;
  const most = Math.max(1, ...perScore);
  const rows = perScore.map((count, index) => ({ stars: index + 1, count })).reverse();
  return (
    <section aria-labelledby="ratings-heading" data-testid="rating-panel">
      <h2 id="ratings-heading" className="text-2xl font-bold">
        Google ratings
      </h2>
      <div className="mt-4 flex flex-wrap items-start gap-8">
        <div>
          <StarRating rating={rating.value} className="text-xl" />
          <p className="mt-1 text-sm text-slate-600">
            <span data-testid="rating-review-count">{formatCount(reviewCount)}</span> Google
            reviews, as of <time dateTime={checked.at}>{checked.text}</time>
          </p>
        </div>
        {/* `.rating-bars` in app/globals.css styles each row's label, bar and count. */}
        <ol
          className="rating-bars"
          aria-label="Reviews per star"
          dangerouslySetInnerHTML={innerHtml(
            rows.map(
              ({ stars, count }) =>
                markup`<li data-testid="rating-bar"><span>${stars} star${stars === 1 ? '' : 's'}</span><span aria-hidden="true"><span style="width:${Math.round((count / most) * 1000) / 10}%"></span></span><span data-testid="rating-bar-count">${formatCount(count)}</span></li>`,
            ),
          )}
        />
      </div>
    </section>
  );
}
