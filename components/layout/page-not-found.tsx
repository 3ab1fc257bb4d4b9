import { buttonClasses } from '@/components/ui/button';

/** The 404 message with a way back: the body of every "no such page" answer. */
export function PageNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="mt-4 text-slate-600">
        Sorry, we couldn&apos;t find that page. It may have moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
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
