import type { Metadata } from 'next';
import { PageNotFound } from '@/components/layout/page-not-found';

export const metadata: Metadata = {
  title: '404 Page Not Found',
  description: 'The page you were looking for does not exist.',
};

/** Bare on purpose: Next embeds it in every page's payload (site 404s: app/(site)/[...missing]). */
export default function NotFound() {
  return (
    <main id="main-content" className="flex flex-1 items-center">
      <PageNotFound />
    </main>
  );
}
