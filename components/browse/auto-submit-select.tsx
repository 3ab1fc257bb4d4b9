'use client';

import type { SelectHTMLAttributes } from 'react';

/**
 * A select that submits its form as soon as a choice is made. Without JavaScript it is a
 * plain select and the form's button submits it.
 */
export function AutoSubmitSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} onChange={(event) => event.currentTarget.form?.requestSubmit()} />;
}
