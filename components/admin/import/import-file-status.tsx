'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { saveBlob } from '../download';
import { importErrorsCsv } from './errors-csv';
import {
  statsSummary,
  type CountryQuestion,
  type DuplicateChoice,
  type ImportOutcome,
  type ImportProgress,
} from './upload-import';

export type FileImport = {
  id: number;
  file: File;
  state: 'queued' | 'uploading' | 'processing' | 'asking' | 'declined' | 'done' | 'failed';
  progress?: ImportProgress;
  outcome?: ImportOutcome;
  /** Set while `asking`: why the server wants a yes before writing. */
  question?: CountryQuestion;
  duplicates?: DuplicateChoice;
  error?: string;
};

const percent = (fraction: number) => `${Math.floor(fraction * 100)}%`;

function statusText(item: FileImport) {
  const { state, progress, outcome, error } = item;
  if (state === 'queued') return 'Waiting…';
  if (state === 'failed') return `Failed: ${error}`;
  if (state === 'asking') return 'Not imported yet: waiting for your answer';
  if (state === 'declined') return 'Not imported';
  if (state === 'done' && outcome) return statsSummary(outcome);
  if (progress?.phase === 'upload')
    return `Uploading… ${percent(progress.loaded / Math.max(1, progress.total))}`;
  if (progress?.stage === 'saving') return `Saving ${formatCount(progress.rowsProcessed)} rows…`;
  const rows = `Reading rows… ${formatCount(progress?.rowsProcessed ?? 0)} rows read`;
  return progress?.fraction != null ? `${rows} (${percent(progress.fraction)} of the file)` : rows;
}

/** Where the admin table shows the businesses one import added. */
export const importedListHref = (basePath: string, importId: string) =>
  `${basePath}?${new URLSearchParams({ tab: 'businesses', import: importId })}`;

/** One file's import: progress, then the result and its row errors, or the country question. */
export function ImportFileStatus({
  item,
  basePath,
  onAnswer,
}: {
  item: FileImport;
  basePath: string;
  onAnswer: (item: FileImport, importAnyway: boolean) => void;
}) {
  const [showErrors, setShowErrors] = useState(false);
  const { progress, outcome, question } = item;
  const labelId = `import-${item.id}-label`;
  // Indeterminate only while nothing says how far along it is (saving, or an unknown size).
  const value =
    item.state === 'done'
      ? 1
      : progress?.phase === 'upload'
        ? progress.loaded / Math.max(1, progress.total)
        : item.state === 'queued'
          ? 0
          : progress?.stage === 'reading' && progress.fraction !== null
            ? progress.fraction
            : undefined;
  const added = outcome?.stats.imported ?? 0;
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
      {item.state === 'asking' && question && (
        <div
          role="alert"
          className="mt-3 space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p>{question.message}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => onAnswer(item, true)}>
              Import anyway
            </Button>
            <Button type="button" variant="secondary" onClick={() => onAnswer(item, false)}>
              Don’t import
            </Button>
          </div>
        </div>
      )}
      {item.state === 'done' && outcome?.importId && added > 0 && (
        <p className="mt-2 text-sm">
          <Link
            href={importedListHref(basePath, outcome.importId)}
            className="font-semibold text-brand-700 hover:underline"
          >
            View the {formatCount(added)} new {added === 1 ? 'business' : 'businesses'}
          </Link>
        </p>
      )}
      {!['failed', 'asking', 'declined'].includes(item.state) && (
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
