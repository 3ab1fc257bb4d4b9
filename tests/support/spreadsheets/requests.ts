import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { adminSessionCookie } from '../admin-session';

export type ImportResponseBody = {
  message: string;
  stats: { imported: number; duplicatesSkipped: number; totalErrors: number; updated: number };
  errors: { row: number; column: string; message: string }[];
  warnings: { row: number; column: string; message: string }[];
  totalWarnings: number;
};

/** A POST to /api/admin/import as the admin UI sends it: multipart field `excelFile`. */
export async function importRequest(
  file: string | { name: string; data: Buffer },
  options: {
    accept?: string;
    session?: boolean;
    field?: string;
    duplicates?: string;
    otherCountries?: string;
  } = {},
) {
  const name = typeof file === 'string' ? path.basename(file) : file.name;
  const data = typeof file === 'string' ? await readFile(file) : file.data;
  const form = new FormData();
  if (options.duplicates !== undefined) form.append('duplicates', options.duplicates);
  if (options.otherCountries !== undefined) form.append('otherCountries', options.otherCountries);
  form.append(options.field ?? 'excelFile', new Blob([new Uint8Array(data)]), name);
  const headers: Record<string, string> = {};
  if (options.session !== false) headers.cookie = await adminSessionCookie();
  if (options.accept) headers.accept = options.accept;
  return new Request('http://localhost/api/admin/import', { method: 'POST', body: form, headers });
}

export async function exportRequest(query = '', options: { session?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (options.session !== false) headers.cookie = await adminSessionCookie();
  return new Request(`http://localhost/api/admin/export${query}`, { headers });
}

/** The route handlers take a context with params even when the route has none. */
export const noParams = { params: Promise.resolve({}) };
