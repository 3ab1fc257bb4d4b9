/** Accents folded, "&" as "and"; text with no latin letters keeps lower-case Unicode words. */
export function slugify(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .toLowerCase();
  const ascii = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (ascii) return ascii;
  return folded.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
}

// PostgreSQL refuses NUL in text outright.
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
