'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { AUTH_REQUIRED_TOAST } from '../toasts';

/** The spec's check on load: catches a session that ended since the server rendered the page. */
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
