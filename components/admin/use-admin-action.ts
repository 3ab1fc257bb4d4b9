'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { adminWrite } from './admin-fetch';
import { responseErrorMessage } from './response-error';

const messageSchema = z.object({ message: z.string() });

/** A POST to the admin API with a toast for its outcome; the tab's server data refreshes after it. */
export function useAdminAction() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function send(url: string, body: object, title: string) {
    setPending(true);
    try {
      const response = await adminWrite(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) {
        toast.error(`${title} failed`, { description: await responseErrorMessage(response) });
        return;
      }
      const result = messageSchema.safeParse(await response.json().catch(() => null));
      toast.success(title, { description: result.data?.message });
      router.refresh();
    } catch {
      toast.error(`${title} failed`, { description: 'Could not reach the server.' });
    } finally {
      setPending(false);
    }
  }

  return { pending, send };
}
