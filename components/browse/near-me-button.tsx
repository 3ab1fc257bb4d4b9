'use client';

import { useState } from 'react';
import { MapPinIcon } from '@/components/ui/icons';
import { locateVisitor } from '@/lib/geo/near-me';

/** The browser's location, then a full load of the cached list around it (`near=`). */
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
