'use client';

import { useState } from 'react';
import { MapPinIcon } from '@/components/ui/icons';
import { locateVisitor } from '@/lib/geo/near-me';

/**
 * "Near me": the browser's location prompt, then a full page load of the list around the
 * visitor (a plain URL with `near=`, cached like any list). Needs JavaScript by nature.
 */
export function NearMeButton({ className }: { className: string }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  return (
    <>
      <button
        type="button"
        className={className}
        aria-busy={state.busy}
        onClick={(event) => {
          const form = event.currentTarget.form;
          setState({ busy: true });
          locateVisitor(form, (result) => {
            if ('href' in result) window.location.assign(result.href);
            else setState({ busy: false, error: result.error });
          });
        }}
      >
        <MapPinIcon className="h-5 w-5" />
        {state.busy ? 'Locating…' : 'Near me'}
      </button>
      <span
        role="status"
        className={state.error ? 'text-sm text-red-700 md:col-span-full' : 'sr-only'}
      >
        {state.error ?? ''}
      </span>
    </>
  );
}
