'use client';

// Fixed text and no props: as a client component it travels once, in a script the browser
// caches, rather than in every page's inline payload beside its HTML (issue 47).

import { buttonClasses } from '@/components/ui/button';

/** The 404 message with a way back: the body of every "no such page" answer. */
export function PageNotFound() {
  return (
    // Short names (`.not-found` in app/globals.css): every 404 answer carries it.
    <div className="not-found">
      <p>404</p>
      <h1>404 Page Not Found</h1>
      <p>
        Sorry, we couldn&apos;t find that page. It may have moved, or the address may be mistyped.
      </p>
      <div>
        <a href="/" className={buttonClasses()}>
          Back to Home
        </a>
        <a href="/businesses" className={buttonClasses({ variant: 'secondary' })}>
          Browse Businesses
        </a>
      </div>
    </div>
  );
}
