import { z } from 'zod';

/** The sitemap protocol's ceiling per file (50 MB uncompressed is the other; docs/seo.md). */
export const MAX_URLS_PER_SITEMAP = 50_000;

const perFileSchema = z.coerce.number().int().min(1).max(MAX_URLS_PER_SITEMAP);

// Read per call rather than once, so tests can use a small value.
export function businessesPerSitemap(): number {
  const raw = process.env.SITEMAP_BUSINESSES_PER_FILE?.trim();
  if (!raw) return MAX_URLS_PER_SITEMAP;
  const parsed = perFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `SITEMAP_BUSINESSES_PER_FILE must be a whole number from 1 to ${MAX_URLS_PER_SITEMAP}, got "${raw}"`,
    );
  }
  return parsed.data;
}

export const SITEMAP_PATHS = {
  index: '/sitemap.xml',
  mainPages: '/sitemaps/main.xml',
  categories: '/sitemaps/categories.xml',
  cities: '/sitemaps/cities.xml',
  landing: (file: number) => `/sitemaps/landing/${file}.xml`,
  businesses: (file: number) => `/sitemaps/businesses/${file}.xml`,
} as const;

/** `{n}.xml` of a numbered sitemap file, n from 1 without leading zeros. */
export function parseSitemapFile(segment: string): number | null {
  const match = /^([1-9]\d{0,6})\.xml$/.exec(segment);
  return match ? Number(match[1]) : null;
}

/** File `n` (from 1) of a list split into files of `perFile`, or null past the last. */
export function sitemapChunk<T>(items: T[], file: number, perFile: number): T[] | null {
  const chunk = items.slice((file - 1) * perFile, file * perFile);
  return file >= 1 && chunk.length > 0 ? chunk : null;
}
