import type { Metadata } from 'next';
import { PageNotFound } from '@/components/layout/page-not-found';

export const metadata: Metadata = {
  title: '404 Page Not Found',
  description: 'The page you were looking for does not exist.',
};

/**
 * notFound() outside the public site. Unknown paths are caught by app/(site)/[...missing] and
 * get the site's header and footer there; this one stays bare because Next embeds it in every
 * page's payload, and the footer alone would add tens of kilobytes to each.
 */
export default function NotFound() {
  return (
    <main id="main-content" className="flex flex-1 items-center">
      <PageNotFound />
    </main>
  );
}
