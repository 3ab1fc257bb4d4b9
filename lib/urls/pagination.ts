import { z } from 'zod';
import { MAX_LIST_LIMIT } from '@/lib/list-limit';

export const LIST_PAGE_SIZE = 20;

// Deeper OFFSETs cost a scan each, a cheap way to load the database by walking page numbers.
export const MAX_PAGE = 500;

const pageSchema = z.coerce.number().int().min(1).max(MAX_PAGE);

export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function parsePage(value: string | string[] | undefined): number {
  const parsed = pageSchema.safeParse(firstValue(value));
  return parsed.success ? parsed.data : 1;
}

// The API's lists end where the pages do: deeper offsets are refused, not scanned.
const MAX_OFFSET = MAX_PAGE * LIST_PAGE_SIZE;

function wholeNumber(fallback: number, min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^(-?\d+)?$/, 'must be a whole number')
    .optional()
    .transform((value) => (value ? Number(value) : fallback))
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

export const limitParam = (fallback: number) => wholeNumber(fallback, 1, MAX_LIST_LIMIT);

export const listWindowQuery = (defaultLimit: number) =>
  z.object({ limit: limitParam(defaultLimit), offset: wholeNumber(0, 0, MAX_OFFSET) });

export function pageWindow(page: number): { limit: number; offset: number } {
  return { limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE };
}

// At least one page, so an empty list reads "Page 1 of 1".
export function totalPagesFor(totalCount: number): number {
  return Math.min(MAX_PAGE, Math.max(1, Math.ceil(totalCount / LIST_PAGE_SIZE)));
}

// Up to this many pages every page is linked; a district hub stays under it (docs/seo.md).
const ALL_PAGES_UP_TO = 25;
const STEP = 10;

// All pages of a short list; else first, last, two either side, every tenth and this one's ten:
// any page is two clicks from any other, which bounds click depth (docs/seo.md#click-depth).
export function pageNumbers(page: number, totalPages: number): number[] {
  const last = Math.min(totalPages, MAX_PAGE);
  if (last <= ALL_PAGES_UP_TO) return Array.from({ length: last }, (_, i) => i + 1);
  const numbers = new Set([1, last]);
  for (let n = page - 2; n <= page + 2; n++) numbers.add(n);
  for (let n = STEP; n <= last; n += STEP) numbers.add(n);
  const ten = Math.floor(page / STEP) * STEP;
  for (let n = ten; n < ten + STEP; n++) numbers.add(n);
  return [...numbers].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
}
