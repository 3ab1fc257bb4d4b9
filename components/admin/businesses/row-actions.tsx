'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { AdminBusinessRow } from '@/lib/data/admin/businesses';
import { adminWrite } from '../admin-fetch';
import { responseErrorMessage } from '../response-error';
import { BusinessHistory } from './business-history';
import { EditBusinessForm } from './edit-business-form';
import { SpecialHoursEditor } from './special-hours-editor';

const actionClass =
  'rounded-md px-2 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700';

export function RowActions({ business }: { business: AdminBusinessRow }) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [editing, setEditing] = useState(false);
  // A saved change of special hours reloads the history below it.
  const [saves, setSaves] = useState(0);

  function openEditor() {
    setEditing(true);
    dialog.current?.showModal();
  }

  function closeEditor() {
    dialog.current?.close();
  }

  async function remove() {
    const message = `Delete “${business.name}”? Its page will answer "not found" (HTTP 404), so search engines drop it. This cannot be undone.`;
    if (!window.confirm(message)) return;
    const response = await adminWrite(`/api/admin/businesses/${business.id}`, {
      method: 'DELETE',
    }).catch(() => null);
    if (response?.ok) {
      toast.success('Business deleted', { description: business.name });
      router.refresh();
    } else {
      const description = response
        ? await responseErrorMessage(response)
        : 'Could not reach the server.';
      toast.error('Delete failed', { description });
    }
  }

  return (
    <div className="flex gap-1">
      <button
        type="button"
        onClick={openEditor}
        className={`${actionClass} text-brand-700 hover:bg-brand-50`}
        aria-label={`Edit ${business.name}`}
      >
        Edit
      </button>
      <button
        type="button"
        onClick={remove}
        className={`${actionClass} text-red-700 hover:bg-red-50`}
        aria-label={`Delete ${business.name}`}
      >
        Delete
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`edit-${business.id}-title`}
        onClose={() => setEditing(false)}
        className="m-auto w-full max-w-2xl rounded-2xl p-0 backdrop:bg-slate-900/50"
      >
        {editing && (
          <>
            <EditBusinessForm
              business={business}
              titleId={`edit-${business.id}-title`}
              onDone={() => {
                closeEditor();
                router.refresh();
              }}
              onCancel={closeEditor}
            />
            <SpecialHoursEditor
              businessId={business.id}
              onSaved={() => {
                setSaves((count) => count + 1);
                router.refresh();
              }}
            />
            <BusinessHistory key={saves} businessId={business.id} />
          </>
        )}
      </dialog>
    </div>
  );
}
