/**
 * URL slug: lower case, ASCII letters and digits joined by single hyphens. Accents are
 * folded ("Zürich" -> "zurich"); "&" reads as "and". Text with no latin letters or digits
 * (e.g. Cyrillic) is kept as lower-case Unicode words, so it still gets a usable slug.
 */
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

/** Never part of a slug, name or search; PostgreSQL refuses NUL in text outright. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
