'use client';

import dynamic from 'next/dynamic';

/**
 * The notification region, loaded after the page is interactive: only admin actions raise
 * toasts, and they come well after load, so public pages no longer parse and hydrate sonner
 * (12.5 kB gzip) in front of their first interaction.
 */
export const LazyToaster = dynamic(() => import('./toaster').then((m) => m.Toaster), {
  ssr: false,
});
