import { notFoundMetadata } from '@/components/layout/not-found-state';
import { buttonClasses } from '@/components/ui/button';

export const businessNotFoundMetadata = notFoundMetadata(
  'Business Not Found',
  'The business you are looking for does not exist or may have been removed.',
);

/** The spec's not-found state of a detail page (served with HTTP 404). */
export function BusinessNotFound() {
  return (
    <div className="not-found">
      <h1>Business Not Found</h1>
      <p>The business you&apos;re looking for doesn&apos;t exist or may have been removed.</p>
      <a href="/" className={buttonClasses()}>
        Back to Home
      </a>
    </div>
  );
}
