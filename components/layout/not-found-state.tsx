import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';

function NotFoundSignal(): never {
  notFound();
}

/**
 * A page's not-found state, drawn by the page itself and answered with HTTP 404. notFound()
 * thrown by the page leaves the first HTML an empty error shell (React's server render runs no
 * error boundaries); thrown inside Suspense, the prerender keeps this markup and sets the 404.
 */
export function NotFoundState({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <NotFoundSignal />
      </Suspense>
    </>
  );
}

/** Title and description of a not-found state, kept out of search results. */
export function notFoundMetadata(title: string, description: string): Metadata {
  return { title, description, robots: { index: false, follow: true } };
}
