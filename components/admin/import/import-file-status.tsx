'use client';

import { useState } from 'react';
import { formatCount } from '@/lib/format';
import { saveBlob } from '../download';
import { importErrorsCsv } from './errors-csv';
import { statsSummary, type ImportOutcome, type ImportProgress } from './upload-import';

export type FileImport = {
  id: number;
  file: File;
  state: 'queued' | 'uploading' | 'processing' | 'done' | 'failed';
  progress?: ImportProgress;
  outcome?: ImportOutcome;
  error?: string;
};

function statusText(item: FileImport) {
  const { state, progress, outcome, error } = item;
  if (state === 'queued') return 'Waiting…';
  if (state === 'failed') return `Failed: ${error}`;
  if (state === 'done' && outcome) return statsSummary(outcome);
  if (progress?.phase === 'upload') {
    return `Uploading… ${Math.round((progress.loaded / Math.max(1, progress.total)) * 100)}%`;
  }
  return `Processing rows… ${formatCount(progress?.phase === 'rows' ? progress.rowsProcessed : 0)} rows processed`;
}

/** One file's import: a progress bar (upload, then rows), the result and its row errors. */
export function ImportFileStatus({ item }: { item: FileImport }) {
  const [showErrors, setShowErrors] = useState(false);
  const { progress, outcome } = item;
  const labelId = `import-${item.id}-label`;
  // The upload has a known size; the rows phase has no total, so its bar is indeterminate.
  const value =
    item.state === 'done'
      ? 1
      : progress?.phase === 'upload'
        ? progress.loaded / Math.max(1, progress.total)
        : item.state === 'queued'
          ? 0
          : undefined;
  const errors = outcome?.errors ?? [];
  const baseName = item.file.name.replace(/\.(xlsx|xls)$/i, '');

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-state={item.state}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={labelId} className="font-medium text-slate-900">
          {item.file.name}
        </span>
        <span
          className={`text-sm ${item.state === 'failed' ? 'text-red-700' : 'text-slate-600'}`}
          aria-live="polite"
        >
          {statusText(item)}
        </span>
      </div>
      {item.state !== 'failed' && (
        <progress
          aria-labelledby={labelId}
          value={value}
          max={1}
          className="mt-3 h-2 w-full accent-brand-700"
        />
      )}
      {errors.length > 0 && (
        <div className="mt-3 space-y-2">
          <div className="flex flex-wrap gap-3 text-sm">
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              aria-expanded={showErrors}
              onClick={() => setShowErrors(!showErrors)}
            >
              {showErrors ? 'Hide' : 'View'} row errors
            </button>
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() =>
                saveBlob(
                  new Blob([importErrorsCsv(errors)], { type: 'text/csv;charset=utf-8' }),
                  `${baseName}-errors.csv`,
                )
              }
            >
              Download errors (CSV)
            </button>
          </div>
          {showErrors && (
            <div className="max-h-80 overflow-auto rounded-lg border border-slate-200">
              <table className="min-w-full text-sm">
                <caption className="p-2 text-left text-slate-600">
                  {errors.length < (outcome?.stats.totalErrors ?? 0)
                    ? `The first ${formatCount(errors.length)} of ${formatCount(outcome?.stats.totalErrors ?? 0)} errors`
                    : `${formatCount(errors.length)} errors`}
                </caption>
                <thead className="bg-slate-50 text-left">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Row
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Column
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Message
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {errors.map((error, index) => (
                    <tr key={`${error.row}-${error.column}-${index}`}>
                      <td className="px-3 py-2 tabular-nums">{error.row}</td>
                      <td className="px-3 py-2">{error.column ?? ''}</td>
                      <td className="px-3 py-2">{error.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </li>
  );
}
