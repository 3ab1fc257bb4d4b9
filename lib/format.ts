export function formatRating(rating: number | null | undefined): string {
  return (rating ?? 5).toFixed(1);
}

// One formatter per process: toLocaleString builds a new one on every call.
const COUNT = new Intl.NumberFormat('en-GB');

/** Locale thousands separators (the footer's statistics strip). */
export function formatCount(value: number): string {
  return COUNT.format(value);
}

// No Intl locale writes both the spec's lower-case k and upper-case M, so these stay hand-written.

/** Home page tiles: 1,000,000 and up as one-decimal M; 1,000 and up as whole k. */
export function formatHomeNumber(value: number): string {
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) return `${Math.floor(value / 1_000)}k`;
  return String(value);
}

export function formatAdminNumber(value: number): string {
  const trim = (n: number) => n.toFixed(1).replace(/\.0$/, '');
  if (value >= 1_000_000) return `${trim(value / 1_000_000)}M`;
  if (value >= 1_000) return `${trim(value / 1_000)}k`;
  return String(value);
}
