/** The spec's three placeholder reviews: labelled as such, never in the structured data. */
const SAMPLE_REVIEWS = [
  {
    author: 'Sample reviewer A',
    text: 'Friendly and helpful from the first phone call. Would use again.',
  },
  {
    author: 'Sample reviewer B',
    text: 'Easy to find, on time and clear about what would happen next.',
  },
  {
    author: 'Sample reviewer C',
    text: 'A good local option. The details on this page were all I needed to get in touch.',
  },
] as const;

export function SampleReviews() {
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Sample Reviews</h2>
      <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        These are sample reviews to show how reviews will appear. They were not written by customers
        of this business.
      </p>
      <ul className="tiles mt-4 space-y-4">
        {SAMPLE_REVIEWS.map((review) => (
          <li key={review.author}>
            <p className="flex items-center justify-between gap-2 text-sm font-semibold">
              {review.author}
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                Sample review
              </span>
            </p>
            <blockquote className="mt-2 text-slate-700">{review.text}</blockquote>
          </li>
        ))}
      </ul>
    </section>
  );
}
