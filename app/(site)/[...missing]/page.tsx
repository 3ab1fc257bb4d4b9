import type { Metadata } from 'next';
import { NotFoundState, notFoundMetadata } from '@/components/layout/not-found-state';
import { PageNotFound } from '@/components/layout/page-not-found';

// Prerendered on demand like the other pages, so the 404 keeps its server-rendered markup
// (components/layout/not-found-state.tsx); entries live in memory only (cache-handler.mjs).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = notFoundMetadata(
  '404 Page Not Found',
  'The page you were looking for does not exist.',
);

/** Every path no route claims lands here, so its 404 renders inside the site layout. */
export default function MissingPage() {
  return (
    <NotFoundState>
      <PageNotFound />
    </NotFoundState>
  );
}
