'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ImportFileStatus, type FileImport } from './import-file-status';
import {
  ImportFailure,
  statsSummary,
  uploadImport,
  type DuplicateChoice,
  type ImportChoices,
} from './upload-import';

const ACCEPTED = /\.(xlsx|xls)$/i;

/** The spec's picker: .xlsx and .xls only, several files, each uploaded on its own. */
export function ImportTab({ basePath }: { basePath: string }) {
  const router = useRouter();
  const [imports, setImports] = useState<FileImport[]>([]);
  const [running, setRunning] = useState(false);

  const update = (id: number, change: Partial<FileImport>) =>
    setImports((current) =>
      current.map((item) => (item.id === id ? { ...item, ...change } : item)),
    );

  async function importOne(item: FileImport, choices: ImportChoices) {
    try {
      const outcome = await uploadImport(item.file, choices, (progress) =>
        update(item.id, {
          progress,
          state: progress.phase === 'upload' ? 'uploading' : 'processing',
        }),
      );
      if ('check' in outcome) {
        // Nothing written: the admin decides (the next file does not wait for the answer).
        update(item.id, { state: 'asking', question: outcome, duplicates: choices.duplicates });
        toast.warning('Import needs your answer', {
          description: `${item.file.name}: most rows are outside ${outcome.check.directoryCountry}.`,
        });
        return;
      }
      update(item.id, { state: 'done', outcome, question: undefined });
      toast.success('Import Completed', {
        description: `${item.file.name}: ${statsSummary(outcome)}`,
      });
    } catch (error) {
      const failure = error instanceof ImportFailure ? error : new ImportFailure('', 'network');
      const message =
        failure.message ||
        (failure.kind === 'network' ? 'Upload failed' : 'Failed to import Excel file');
      update(item.id, { state: 'failed', error: message });
      toast.error('Import failed', { description: `${item.file.name}: ${message}` });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('excelFile') as HTMLInputElement;
    const duplicates: DuplicateChoice =
      new FormData(event.currentTarget).get('duplicates') === 'update' ? 'update' : 'skip';
    const files = Array.from(input.files ?? []);
    const refused = files.filter((file) => !ACCEPTED.test(file.name));
    if (refused.length) {
      toast.error('Import failed', {
        description: `Only .xlsx and .xls files can be imported: ${refused.map((f) => f.name).join(', ')}`,
      });
    }
    const queued = files
      .filter((file) => ACCEPTED.test(file.name))
      .map((file, index): FileImport => ({ id: Date.now() + index, file, state: 'queued' }));
    if (queued.length === 0) return;
    input.value = '';
    setImports((current) => [...queued, ...current]);
    setRunning(true);
    // One after another: each file is its own request and its own transaction.
    for (const item of queued) await importOne(item, { duplicates, otherCountries: 'ask' });
    setRunning(false);
    router.refresh();
  }

  async function answer(item: FileImport, importAnyway: boolean) {
    if (!importAnyway) return update(item.id, { state: 'declined' });
    update(item.id, { state: 'processing', progress: undefined });
    await importOne(item, {
      duplicates: item.duplicates ?? 'skip',
      otherCountries: 'import',
      uploadId: item.question?.uploadId,
    });
    router.refresh();
  }

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 className="text-lg font-semibold text-slate-900">Import businesses</h2>
        <p className="mt-1 text-sm text-slate-600">
          Google Maps scraper exports (Outscraper) in .xlsx or .xls. A row whose place_id is already
          in the directory is a duplicate.
        </p>
        <fieldset className="mt-4 space-y-2 text-sm text-slate-700">
          <legend className="font-medium text-slate-900">
            Businesses already in the directory
          </legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="duplicates" value="skip" defaultChecked />
            Skip businesses already in the directory
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="duplicates" value="update" />
            Update businesses already in the directory (fields edited by hand are kept)
          </label>
        </fieldset>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <label htmlFor="excelFile" className="sr-only">
            Spreadsheet files
          </label>
          <input
            id="excelFile"
            name="excelFile"
            type="file"
            accept=".xlsx,.xls"
            multiple
            required
            className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700"
          />
          <Button type="submit" disabled={running} aria-busy={running}>
            {running ? 'Importing…' : 'Import'}
          </Button>
        </div>
      </form>
      {imports.length > 0 && (
        <ul className="space-y-3" aria-label="Imports">
          {imports.map((item) => (
            <ImportFileStatus key={item.id} item={item} basePath={basePath} onAnswer={answer} />
          ))}
        </ul>
      )}
    </div>
  );
}
