import type { Metadata } from 'next';
import Link from 'next/link';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { buttonClasses } from '@/components/ui/button';

export const metadata: Metadata = {
  title: '404 Page Not Found',
  description: 'The page you were looking for does not exist.',
};

/**
 * Unmatched URLs (HTTP 404). It renders in the root layout, outside app/(site), so it brings
 * the site's header and footer itself.
 */
export default function NotFound() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main-content" className="flex flex-1 items-center">
        <div className="mx-auto max-w-xl px-4 py-24 text-center">
          <p className="text-6xl font-bold text-brand-700">404</p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight">404 Page Not Found</h1>
          <p className="mt-4 text-slate-600">
            Sorry, we couldn&apos;t find that page. It may have moved, or the address may be
            mistyped.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link href="/" className={buttonClasses()}>
              Back to Home
            </Link>
            <Link href="/businesses" className={buttonClasses({ variant: 'secondary' })}>
              Browse Businesses
            </Link>
          </div>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
