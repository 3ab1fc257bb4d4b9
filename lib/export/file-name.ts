import contentDisposition from 'content-disposition';

/** `businesses_{country or all}_{YYYY-MM-DD}.xlsx`, safe in a header and in any file system. */
export function exportFileName(country: string | undefined, date = new Date()) {
  const label = (country ?? 'all').replace(/[^\p{L}\p{N} _.-]+/gu, '_');
  return `businesses_${label}_${date.toISOString().slice(0, 10)}.xlsx`;
}

/** The header for a download: an ASCII `filename` for old clients, `filename*` for the rest. */
export function attachmentHeader(fileName: string) {
  return contentDisposition(fileName, { fallback: fileName.replace(/[^\x20-\x7e]/g, '_') });
}
