'use client';

import dynamic from 'next/dynamic';

/**
 * The notification region, loaded after the page is interactive: only admin actions raise
 * toasts, so public pages need not parse and hydrate sonner before their first interaction.
 */
export const LazyToaster = dynamic(() => import('./toaster').then((m) => m.Toaster), {
  ssr: false,
});
