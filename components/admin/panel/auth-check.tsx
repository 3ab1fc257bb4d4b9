'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { AUTH_REQUIRED_TOAST } from '../toasts';

/**
 * The spec's check on load. The page has already verified the session on the server; this
 * catches a session that ended since (logout in another tab, expiry) while the page is open.
 */
export function AuthCheck() {
  const router = useRouter();
  useEffect(() => {
    let active = true;
    fetch('/api/admin/check-auth', { cache: 'no-store' })
      .then((response) => {
        if (active && !response.ok) {
          AUTH_REQUIRED_TOAST();
          router.replace('/admin-login');
        }
      })
      .catch(() => {
        // Offline: the next action will say so; do not log the admin out for it.
      });
    return () => {
      active = false;
    };
  }, [router]);
  return null;
}
