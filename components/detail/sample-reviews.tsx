'use client';

// Fixed text and no props: as a client component it travels once, in a script the browser
// caches, rather than in every page's inline payload beside its HTML (issue 47).

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
      <p className="sample-note">
        These are sample reviews to show how reviews will appear. They were not written by customers
        of this business.
      </p>
      {/* `.sample-reviews` in app/globals.css styles the parts: this block is on every detail page. */}
      <ul className="tiles sample-reviews">
        {SAMPLE_REVIEWS.map((review) => (
          <li key={review.author}>
            <p>
              {review.author}
              <span>Sample review</span>
            </p>
            <blockquote>{review.text}</blockquote>
          </li>
        ))}
      </ul>
    </section>
  );
}
