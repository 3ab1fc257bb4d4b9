import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';

function NotFoundSignal(): never {
  notFound();
}

// Drawn by the page with a 404: a thrown notFound() leaves the first HTML an empty shell
// (server render runs no error boundaries); inside Suspense the prerender keeps this markup.
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
