import contentDisposition from 'content-disposition';

export function exportFileName(country: string | undefined, date = new Date()) {
  const label = (country ?? 'all').replace(/[^\p{L}\p{N} _.-]+/gu, '_');
  return `businesses_${label}_${date.toISOString().slice(0, 10)}.xlsx`;
}

// An ASCII `filename` for old clients, `filename*` for the rest.
export function attachmentHeader(fileName: string) {
  return contentDisposition(fileName, { fallback: fileName.replace(/[^\x20-\x7e]/g, '_') });
}
