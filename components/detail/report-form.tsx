'use client';

import { useId, useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { DETAILS_MAX, REPORT_FIELDS, REPORT_REASONS } from '@/lib/reports/fields';

type State = { kind: 'idle' | 'sending' } | { kind: 'sent' | 'error'; message: string };

const FAILED = 'The report could not be sent. Please try again later.';

/** Works as a plain form; with JavaScript it is sent inline and the answer shown in place. */
export function ReportForm({ businessId, renderedAt }: { businessId: string; renderedAt: number }) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setState({ kind: 'sending' });
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) body.append(name, String(value));
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body,
    }).catch(() => null);
    const json = (await response?.json().catch(() => null)) as {
      message?: string;
      error?: { message?: string };
    } | null;
    if (response?.ok) {
      form.reset();
      setState({ kind: 'sent', message: json?.message ?? 'Thank you: your report was sent.' });
    } else setState({ kind: 'error', message: json?.error?.message ?? FAILED });
  }

  return (
    <form action="/api/reports" method="post" onSubmit={submit} className="report-form">
      <input type="hidden" name={REPORT_FIELDS.businessId} value={businessId} />
      <input type="hidden" name={REPORT_FIELDS.renderedAt} value={renderedAt} />
      {/* The honeypot: never shown, so only a bot fills it in. */}
      <div hidden>
        <label>
          Leave this empty
          <input name={REPORT_FIELDS.honeypot} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <fieldset>
        <legend>What is wrong?</legend>
        {Object.entries(REPORT_REASONS).map(([value, label]) => (
          <label key={value}>
            <input type="radio" name={REPORT_FIELDS.reason} value={value} required />
            {label}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor={`${id}-details`}>
          Details <span>(optional)</span>
        </label>
        <textarea
          id={`${id}-details`}
          name={REPORT_FIELDS.details}
          rows={3}
          maxLength={DETAILS_MAX}
        />
      </div>
      <div>
        <label htmlFor={`${id}-email`}>
          Your e-mail <span>(optional, only for a reply)</span>
        </label>
        <input id={`${id}-email`} name={REPORT_FIELDS.email} type="email" autoComplete="email" />
      </div>
      <button
        type="submit"
        disabled={state.kind === 'sending'}
        className={buttonClasses({ variant: 'secondary' })}
      >
        {state.kind === 'sending' ? 'Sending…' : 'Send report'}
      </button>
      <p role="status" className={state.kind === 'error' ? 'text-red-700' : 'text-emerald-800'}>
        {state.kind === 'sent' || state.kind === 'error' ? state.message : ''}
      </p>
    </form>
  );
}
