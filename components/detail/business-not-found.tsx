import { notFoundMetadata } from '@/components/layout/not-found-state';
import { buttonClasses } from '@/components/ui/button';

export const businessNotFoundMetadata = notFoundMetadata(
  'Business Not Found',
  'The business you are looking for does not exist or may have been removed.',
);

/** The spec's not-found state of a detail page (served with HTTP 404). */
export function BusinessNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Business Not Found</h1>
      <p className="mt-4 text-slate-600">
        The business you&apos;re looking for doesn&apos;t exist or may have been removed.
      </p>
      <a href="/" className={`mt-8 ${buttonClasses()}`}>
        Back to Home
      </a>
    </div>
  );
}
