'use client';

import { useEffect, useState } from 'react';

type Entry = {
  id: string;
  source: string;
  changedAt: string;
  changes: Record<string, { old: unknown; new: unknown }>;
};

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** The full change history of a business (imports and edits), as the edit dialog shows it. */
export function BusinessHistory({ businessId }: { businessId: string }) {
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetch(`/api/admin/businesses/${businessId}/history`)
      .then((response) => (response.ok ? response.json() : Promise.reject(response)))
      .then((body: { history: Entry[] }) => live && setEntries(body.history))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [businessId]);

  return (
    <section aria-labelledby={`${businessId}-history`} className="border-t border-slate-200 p-6">
      <h3 id={`${businessId}-history`} className="text-lg font-semibold text-slate-900">
        Change history
      </h3>
      {failed ? (
        <p className="mt-2 text-sm text-red-700">Could not load the history.</p>
      ) : entries === null ? (
        <p className="mt-2 text-sm text-slate-500">Loading…</p>
      ) : entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">No changes recorded yet.</p>
      ) : (
        <ol className="mt-3 max-h-72 space-y-3 overflow-y-auto text-sm">
          {entries.map((entry) => (
            <li key={entry.id} data-testid="history-entry">
              <p className="font-medium text-slate-800">
                {when.format(new Date(entry.changedAt))} · {entry.source}
              </p>
              <ul className="mt-1 space-y-0.5 text-slate-600">
                {Object.entries(entry.changes).map(([field, change]) => (
                  <li key={field} className="break-words">
                    <span className="font-medium">{field}</span>: {shown(change.old)} →{' '}
                    {shown(change.new)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
