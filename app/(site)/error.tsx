'use client';

import { buttonClasses } from '@/components/ui/button';
import { ErrorScreen, type ErrorBoundaryProps } from '@/components/ui/error-screen';

/** Unexpected failures on a public page: a calm message, a retry, and a way home. */
export default function SiteError(props: ErrorBoundaryProps) {
  return (
    <ErrorScreen
      {...props}
      title="Something went wrong"
      actions={
        <a href="/" className={buttonClasses({ variant: 'secondary' })}>
          Back to Home
        </a>
      }
    >
      We couldn&apos;t load this page just now. Please try again in a moment.
    </ErrorScreen>
  );
}
