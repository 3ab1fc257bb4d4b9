// Pure zod, no server code: the admin's SEO tab parses the answer with the server's own schema.
import { z } from 'zod';

export const sitemapStatsSchema = z.object({
  totalBusinesses: z.number(),
  totalSitemaps: z.number(),
  businessesPerSitemap: z.number(),
  sitemapUrls: z.object({
    main: z.string(),
    mainPages: z.string(),
    categories: z.string(),
    cities: z.string(),
    landing: z.array(z.string()),
    businesses: z.array(z.string()),
  }),
});

export type SitemapStats = z.infer<typeof sitemapStatsSchema>;
