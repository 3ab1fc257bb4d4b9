'use client';

import { useEffect, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { displayIntervals } from '@/lib/hours/display';
import type { SpecialHours } from '@/lib/hours/special-hours';
import {
  MAX_SPECIAL_HOURS,
  SPECIAL_LABEL_MAX,
  specialHoursInputSchema,
} from '@/lib/validation/special-hours';
import { adminWrite } from '../admin-fetch';
import { responseErrorMessage, responseFieldErrors } from '../response-error';

type Field = 'firstDate' | 'lastDate' | 'closed' | 'hours' | 'label';
type Row = {
  key: number;
  firstDate: string;
  lastDate: string;
  closed: boolean;
  hours: string;
  label: string;
};

let nextKey = 0;
const toRow = (entry: SpecialHours): Row => ({
  key: nextKey++,
  firstDate: entry.firstDate,
  lastDate: entry.lastDate,
  closed: entry.intervals.length === 0,
  hours: entry.intervals.length === 0 ? '' : displayIntervals(entry.intervals),
  label: entry.label ?? '',
});

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5 text-sm aria-invalid:border-red-600';

/** Date-ranged hours or closures ("closed 24–26 Dec"), checked with the server's schema first. */
export function SpecialHoursEditor({
  businessId,
  onSaved,
}: {
  businessId: string;
  onSaved: () => void;
}) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [today, setToday] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const url = `/api/admin/businesses/${businessId}/special-hours`;

  useEffect(() => {
    let live = true;
    fetch(url)
      .then((response) => (response.ok ? response.json() : Promise.reject(response)))
      .then((body: { today: string; entries: SpecialHours[] }) => {
        if (!live) return;
        setToday(body.today);
        setRows(body.entries.map(toRow));
      })
      .catch(() => live && setErrors({ form: 'Could not load the special hours.' }));
    return () => {
      live = false;
    };
  }, [url]);

  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current!.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      entries: rows!.map(({ firstDate, lastDate, closed, hours, label }) => ({
        firstDate,
        lastDate,
        closed,
        hours,
        label,
      })),
    };
    const checked = specialHoursInputSchema.safeParse(body);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    setPending(true);
    const response = await adminWrite(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => null);
    setPending(false);
    if (response?.ok) {
      toast.success('Special hours saved');
      onSaved();
      return;
    }
    // Field messages first: they read a copy of the body the message then consumes.
    const fields = response ? await responseFieldErrors(response) : {};
    const message = response ? await responseErrorMessage(response) : 'Could not reach the server.';
    setErrors({ ...fields, form: message });
    toast.error('Special hours not saved', { description: message });
  }

  const fieldId = (index: number, name: Field) => `${businessId}-special-${index}-${name}`;
  const errorOf = (index: number, name: Field) => errors[`entries.${index}.${name}`];
  /** A labelled text or date input of one entry, with its message. */
  const input = (
    row: Row,
    index: number,
    name: 'firstDate' | 'lastDate' | 'hours' | 'label',
    label: string,
    props: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <div className={name === 'hours' ? 'sm:col-span-3' : 'sm:col-span-2'}>
      <label htmlFor={fieldId(index, name)} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      <input
        id={fieldId(index, name)}
        value={row[name]}
        onChange={(e) => update(row.key, { [name]: e.target.value })}
        aria-invalid={Boolean(errorOf(index, name))}
        aria-describedby={errorOf(index, name) ? `${fieldId(index, name)}-error` : undefined}
        className={inputClass}
        {...props}
      />
      {errorOf(index, name) ? (
        <p id={`${fieldId(index, name)}-error`} className="mt-1 text-xs text-red-700">
          {errorOf(index, name)}
        </p>
      ) : null}
    </div>
  );

  return (
    <form
      onSubmit={save}
      noValidate
      aria-labelledby={`${businessId}-special`}
      className="border-t border-slate-200 p-6"
    >
      <h3 id={`${businessId}-special`} className="text-lg font-semibold text-slate-900">
        Special hours
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Holidays and one-off days: they replace the usual hours (and the bank-holiday notice) on
        those dates. Times such as “10:00-14:00”, ending by midnight.
      </p>
      {rows === null ? (
        errors.form ? null : (
          <p className="mt-2 text-sm text-slate-500">Loading…</p>
        )
      ) : (
        <>
          {rows.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">No special hours from today on.</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {rows.map((row, index) => (
                <li
                  key={row.key}
                  className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-6"
                >
                  {input(row, index, 'firstDate', 'From', { type: 'date', min: today })}
                  {input(row, index, 'lastDate', 'To', {
                    type: 'date',
                    min: row.firstDate || today,
                  })}
                  <div className="flex items-end gap-2 pb-1.5 sm:col-span-2">
                    <input
                      id={fieldId(index, 'closed')}
                      type="checkbox"
                      checked={row.closed}
                      onChange={(e) => update(row.key, { closed: e.target.checked })}
                      className="h-4 w-4"
                    />
                    <label
                      htmlFor={fieldId(index, 'closed')}
                      className="text-xs font-medium text-slate-700"
                    >
                      Closed all day
                    </label>
                  </div>
                  {input(row, index, 'hours', 'Hours', {
                    type: 'text',
                    disabled: row.closed,
                    placeholder: '10:00-14:00',
                    ...(row.closed ? { value: '' } : {}),
                  })}
                  {input(row, index, 'label', 'Label (optional)', {
                    type: 'text',
                    maxLength: SPECIAL_LABEL_MAX,
                    placeholder: 'Christmas Eve',
                  })}
                  <div className="flex items-end sm:col-span-1">
                    <Button
                      variant="secondary"
                      onClick={() => setRows(rows.filter((other) => other.key !== row.key))}
                      aria-label={`Remove special hours ${index + 1}`}
                    >
                      Remove
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-3 flex justify-between gap-3">
            <Button
              variant="secondary"
              disabled={rows.length >= MAX_SPECIAL_HOURS}
              onClick={() =>
                setRows([
                  ...rows,
                  {
                    key: nextKey++,
                    firstDate: today,
                    lastDate: today,
                    closed: true,
                    hours: '',
                    label: '',
                  },
                ])
              }
            >
              Add dates
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : 'Save special hours'}
            </Button>
          </div>
        </>
      )}
      {errors.form && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errors.form}
        </p>
      )}
    </form>
  );
}
