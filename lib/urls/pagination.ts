import { z } from 'zod';

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

export function pageWindow(page: number): { limit: number; offset: number } {
  return { limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE };
}

// At least one page, so an empty list reads "Page 1 of 1".
export function totalPagesFor(totalCount: number): number {
  return Math.min(MAX_PAGE, Math.max(1, Math.ceil(totalCount / LIST_PAGE_SIZE)));
}
