'use client';

import dynamic from 'next/dynamic';

/**
 * The notification region of the admin screens (app/(admin)/layout.tsx), loaded after the page
 * is interactive; public pages raise no toasts and never load sonner.
 */
export const LazyToaster = dynamic(() => import('./toaster').then((m) => m.Toaster), {
  ssr: false,
});
