'use client';

import { ErrorScreen, type ErrorBoundaryProps } from '@/components/ui/error-screen';
import '../admin.css';

/** The admin's error screen: the panel could not be built (usually the database is down). */
export function PanelError(props: ErrorBoundaryProps) {
  return (
    <main className="flex flex-1">
      <ErrorScreen {...props} title="The admin panel could not load">
        The server could not read the data just now. Check that the database is reachable, then try
        again.
        {props.error.digest && (
          <span className="block text-sm text-slate-500">Reference: {props.error.digest}</span>
        )}
      </ErrorScreen>
    </main>
  );
}
