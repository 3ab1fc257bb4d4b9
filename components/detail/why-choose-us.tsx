'use client';

// Fixed text and no props: as a client component it travels once, in a script the browser
// caches, rather than in every page's inline payload beside its HTML (issue 47).

/** The spec's fixed list of six; general reasons to use a listed local business, no claims. */
const REASONS = [
  { title: 'Local to you', text: 'A business in your area, so help is never far away.' },
  { title: 'Easy to contact', text: 'Phone, address and opening hours in one place.' },
  { title: 'Rated by customers', text: 'The rating shown comes from public customer reviews.' },
  { title: 'Clear opening times', text: 'Check when they are open before you call or visit.' },
  { title: 'Free to use', text: 'No sign-up and no fees to find or contact a business.' },
  { title: 'Part of the community', text: 'Supporting local businesses keeps high streets alive.' },
] as const;

/** Two elements a reason (title in `<b>`, `.reasons` in app/globals.css): the list is on every detail page. */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading">
      <h2 id="why-heading">Why Choose Us</h2>
      <ul className="tiles reasons">
        {REASONS.map((reason) => (
          <li key={reason.title}>
            <b>{reason.title}</b>
            {reason.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
