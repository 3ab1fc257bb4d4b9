'use client';

import { useEffect, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export type ErrorBoundaryProps = { error: Error & { digest?: string }; reset: () => void };

/** An error boundary's screen: logs the error, a calm message, Try Again and more actions. */
export function ErrorScreen({
  error,
  reset,
  title,
  children,
  actions,
}: ErrorBoundaryProps & { title: string; children: ReactNode; actions?: ReactNode }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto max-w-xl flex-1 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-slate-600">{children}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={reset}>Try Again</Button>
        {actions}
      </div>
    </div>
  );
}
