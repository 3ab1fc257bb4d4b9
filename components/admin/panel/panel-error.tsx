'use client';

import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

/** The admin's error screen: the panel could not be built (usually the database is down). */
export function PanelError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="mx-auto max-w-xl flex-1 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">The admin panel could not load</h1>
      <p className="mt-4 text-slate-600">
        The server could not read the data just now. Check that the database is reachable, then try
        again.
        {error.digest && (
          <span className="block text-sm text-slate-500">Reference: {error.digest}</span>
        )}
      </p>
      <Button className="mt-8" onClick={reset}>
        Try Again
      </Button>
    </main>
  );
}
