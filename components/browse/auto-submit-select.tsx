'use client';

import type { SelectHTMLAttributes } from 'react';

/** Submits its form on change; without JavaScript the form's button does. */
export function AutoSubmitSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} onChange={(event) => event.currentTarget.form?.requestSubmit()} />;
}
