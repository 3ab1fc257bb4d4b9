'use client';

import dynamic from 'next/dynamic';

/** The admin's toasts, loaded after the page is interactive; public pages never load sonner. */
export const LazyToaster = dynamic(() => import('./toaster').then((m) => m.Toaster), {
  ssr: false,
});
