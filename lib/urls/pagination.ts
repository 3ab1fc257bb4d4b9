import { z } from 'zod';

/** Public list pages show 20 businesses a page (spec §9). */
export const LIST_PAGE_SIZE = 20;

/**
 * The deepest list page: 10,000 results, as deep as the API's offset goes. Deeper OFFSETs
 * cost a scan each, a cheap way to load the database for anyone walking page numbers.
 */
export const MAX_PAGE = 500;

const pageSchema = z.coerce.number().int().min(1).max(MAX_PAGE);

/** A search-param value as one string: the first when repeated, undefined when absent. */
export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `?page=` as a page number; anything that is not a whole page number reads as page 1. */
export function parsePage(value: string | string[] | undefined): number {
  const parsed = pageSchema.safeParse(firstValue(value));
  return parsed.success ? parsed.data : 1;
}

/** Limit and offset of a page of a list with `LIST_PAGE_SIZE` items a page. */
export function pageWindow(page: number): { limit: number; offset: number } {
  return { limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE };
}

/** At least one page, so an empty list reads "Page 1 of 1"; at most the deepest page. */
export function totalPagesFor(totalCount: number): number {
  return Math.min(MAX_PAGE, Math.max(1, Math.ceil(totalCount / LIST_PAGE_SIZE)));
}
