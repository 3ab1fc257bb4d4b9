'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminWrite } from '../admin-fetch';

/** Ends the session on the server (the cookie is cleared and the token revoked), then leaves. */
export function LogoutButton() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    await adminWrite('/api/admin/logout', { method: 'POST' }).catch(() => undefined);
    router.replace('/');
    router.refresh();
  }

  return (
    <Button variant="secondary" onClick={logout} disabled={pending}>
      Logout
    </Button>
  );
}
