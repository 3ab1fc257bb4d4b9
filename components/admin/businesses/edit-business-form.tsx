'use client';

import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { AdminBusinessRow } from '@/lib/data/admin/businesses';
import {
  EDITABLE_FIELDS,
  businessEditSchema,
  type BusinessEditInput,
  type EditableField,
} from '@/lib/validation/business-edit';
import { adminWrite } from '../admin-fetch';
import { responseErrorMessage, responseFieldErrors } from '../response-error';

type TextField = Exclude<EditableField, 'isVerified' | 'businessStatus'>;

const STATUSES = [
  { value: 'OPERATIONAL', label: 'Open (operational)' },
  { value: 'CLOSED_TEMPORARILY', label: 'Temporarily closed' },
  { value: 'CLOSED_PERMANENTLY', label: 'Permanently closed' },
] as const;

const TEXT_FIELDS: { name: TextField; label: string; type?: string; wide?: boolean }[] = [
  { name: 'name', label: 'Name', wide: true },
  { name: 'category', label: 'Category' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'address', label: 'Address', wide: true },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'County / state' },
  { name: 'zipCode', label: 'Postcode' },
  { name: 'country', label: 'Country' },
  { name: 'website', label: 'Website', type: 'url', wide: true },
];

type Errors = Partial<Record<EditableField | 'form', string>>;

function initialValues(business: AdminBusinessRow): Required<BusinessEditInput> {
  const text = Object.fromEntries(
    TEXT_FIELDS.map(({ name }) => [name, business[name] ?? '']),
  ) as Record<Exclude<TextField, 'openingHours'>, string>;
  return {
    ...text,
    openingHours: business.openingHours,
    isVerified: business.isVerified,
    businessStatus: business.businessStatus,
  };
}

/** Edits the core fields; checked here with the server's own schema, then again on the server. */
export function EditBusinessForm(props: {
  business: AdminBusinessRow;
  titleId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { business, titleId, onDone, onCancel } = props;
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const initial = initialValues(business);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values: Required<BusinessEditInput> = {
      ...(Object.fromEntries(
        TEXT_FIELDS.map(({ name }) => [name, String(form.get(name) ?? '')]),
      ) as Record<TextField, string>),
      openingHours: String(form.get('openingHours') ?? ''),
      isVerified: form.get('isVerified') === 'on',
      businessStatus: String(form.get('businessStatus') ?? ''),
    };
    // Only what changed is sent: an untouched field never blocks the edit of another.
    const changed = Object.fromEntries(
      EDITABLE_FIELDS.filter((field) => values[field] !== initial[field]).map((field) => [
        field,
        values[field],
      ]),
    );
    if (Object.keys(changed).length === 0) {
      onCancel();
      return;
    }
    const checked = businessEditSchema.safeParse(changed);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    setPending(true);
    const response = await adminWrite(`/api/admin/businesses/${business.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(changed),
    }).catch(() => null);
    setPending(false);
    if (response?.ok) {
      toast.success('Business updated', { description: values.name });
      onDone();
      return;
    }
    if (response) setErrors(await responseFieldErrors(response));
    const message = response ? await responseErrorMessage(response) : 'Could not reach the server.';
    setErrors((current) => ({ ...current, form: message }));
    toast.error('Update failed', { description: message });
  }

  const fieldError = (name: EditableField) =>
    errors[name] && (
      <p id={`${business.id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    );
  const describedBy = (name: EditableField) =>
    errors[name] ? `${business.id}-${name}-error` : undefined;
  const inputClass =
    'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm aria-invalid:border-red-600';

  return (
    <form onSubmit={submit} noValidate className="space-y-4 p-6">
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        Edit business
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
            <label
              htmlFor={`${business.id}-${field.name}`}
              className="block text-sm font-medium text-slate-700"
            >
              {field.label}
            </label>
            <input
              id={`${business.id}-${field.name}`}
              name={field.name}
              type={field.type ?? 'text'}
              defaultValue={initial[field.name]}
              aria-invalid={Boolean(errors[field.name])}
              aria-describedby={describedBy(field.name)}
              className={inputClass}
            />
            {fieldError(field.name)}
          </div>
        ))}
        <div className="sm:col-span-2">
          <label
            htmlFor={`${business.id}-openingHours`}
            className="block text-sm font-medium text-slate-700"
          >
            Opening hours{' '}
            <span className="font-normal text-slate-500">
              (one day a line, e.g. “Monday: 9AM-5PM”)
            </span>
          </label>
          <textarea
            id={`${business.id}-openingHours`}
            name="openingHours"
            rows={7}
            defaultValue={initial.openingHours}
            aria-invalid={Boolean(errors.openingHours)}
            aria-describedby={describedBy('openingHours')}
            className={inputClass}
          />
          {fieldError('openingHours')}
        </div>
        <div>
          <label
            htmlFor={`${business.id}-businessStatus`}
            className="block text-sm font-medium text-slate-700"
          >
            Status
          </label>
          <select
            id={`${business.id}-businessStatus`}
            name="businessStatus"
            defaultValue={initial.businessStatus}
            className={inputClass}
          >
            {STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            name="isVerified"
            defaultChecked={initial.isVerified}
            className="h-4 w-4"
          />
          Verified
        </label>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
