'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { responseErrorMessage } from '../response-error';
import { dispositionFileName, saveBlob } from '../download';

/** The spec's name when the server gives none: businesses_{country or all}_{date}.xlsx. */
const fallbackName = (country: string) =>
  `businesses_${country || 'all'}_${new Date().toISOString().slice(0, 10)}.xlsx`;

export function ExportButton({ countries }: { countries: string[] }) {
  const [country, setCountry] = useState('');
  const [pending, setPending] = useState(false);

  async function exportFile() {
    setPending(true);
    try {
      const query = country ? `?${new URLSearchParams({ country })}` : '';
      const response = await fetch(`/api/admin/export${query}`);
      if (!response.ok) {
        toast.error('Export failed', { description: await responseErrorMessage(response) });
        return;
      }
      const name = dispositionFileName(response.headers.get('content-disposition'));
      saveBlob(await response.blob(), name ?? fallbackName(country));
      toast.success('Export successful', { description: 'Excel file has been downloaded' });
    } catch {
      toast.error('Export failed', { description: 'Failed to export Excel file' });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex items-end gap-2">
      <div>
        <label htmlFor="export-country" className="block text-xs font-medium text-slate-600">
          Country
        </label>
        <select
          id="export-country"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          className="mt-1 h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm"
        >
          <option value="">All countries</option>
          {countries.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" onClick={exportFile} disabled={pending} aria-busy={pending}>
        {pending ? 'Exporting…' : 'Export'}
      </Button>
    </div>
  );
}
