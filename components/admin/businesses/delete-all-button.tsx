'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { adminWrite } from '../admin-fetch';
import { responseErrorMessage } from '../response-error';

export const DELETE_ALL_PROMPTS = {
  first: 'Are you sure you want to delete ALL businesses? This cannot be undone.',
  second:
    'This permanently deletes every business and every import record; their pages will answer "not found" (HTTP 404). Continue?',
  word: 'Type DELETE to confirm deleting all data.',
};

const deletedSchema = z.object({ message: z.string() });

/** The spec's three steps: two OK confirmations, then the word DELETE typed exactly. */
export function DeleteAllButton() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function deleteAll() {
    if (!window.confirm(DELETE_ALL_PROMPTS.first)) return;
    if (!window.confirm(DELETE_ALL_PROMPTS.second)) return;
    const word = window.prompt(DELETE_ALL_PROMPTS.word);
    if (word === null) return;
    if (word !== 'DELETE') {
      toast('Nothing deleted', { description: 'The confirmation word must be exactly DELETE.' });
      return;
    }
    setPending(true);
    try {
      const response = await adminWrite('/api/admin/delete-all', { method: 'DELETE' });
      if (!response.ok) {
        toast.error('Delete failed', { description: await responseErrorMessage(response) });
        return;
      }
      const body = deletedSchema.safeParse(await response.json().catch(() => null));
      toast.success('All data deleted', { description: body.data?.message });
      router.refresh();
    } catch {
      toast.error('Delete failed', { description: 'Could not reach the server.' });
    } finally {
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      onClick={deleteAll}
      disabled={pending}
      className="inline-flex h-10 items-center rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
    >
      {pending ? 'Deleting…' : 'Delete All'}
    </button>
  );
}
