import { neutraliseFormulaText } from '@/lib/export/formula';
import type { CoverageGap } from './coverage';

const SHORT_COUNTRIES: Record<string, string> = { 'United Kingdom': 'UK', 'United States': 'USA' };

/** What to type into the scraper for a gap: "plumber, Leeds, UK". */
export function scraperQuery({ category, city, country }: CoverageGap) {
  const place = country ? (SHORT_COUNTRIES[country] ?? country) : null;
  return [category.toLowerCase(), city, place].filter(Boolean).join(', ');
}

const gapReason = (gap: CoverageGap, minBusinesses: number) =>
  gap.total < minBusinesses ? `fewer than ${minBusinesses} businesses` : 'under half with hours';

/** One CSV field (RFC 4180), with text a spreadsheet would run as a formula neutralised. */
function field(value: string | number) {
  const text = typeof value === 'number' ? String(value) : neutraliseFormulaText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const GAPS_CSV_HEADER = [
  'query',
  'category',
  'town',
  'country',
  'businesses',
  'with_hours',
  'reason',
];

/** The gaps as a CSV of scraper queries, one line per category-in-town. */
export function gapsCsv(gaps: CoverageGap[], minBusinesses: number) {
  const lines = gaps.map((gap) =>
    [
      scraperQuery(gap),
      gap.category,
      gap.city,
      gap.country ?? '',
      gap.total,
      gap.withHours,
      gapReason(gap, minBusinesses),
    ]
      .map(field)
      .join(','),
  );
  return [GAPS_CSV_HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}
