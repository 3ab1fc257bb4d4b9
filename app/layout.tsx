import type { Metadata, Viewport } from 'next';
import { PhotoFallbackScript } from '@/components/business/photo-fallback-script';
import { env } from '@/lib/env';
import { releaseRenderWhenDone } from '@/lib/render-end';
import { SITE } from '@/lib/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: `${SITE.name} | ${SITE.tagline}`, template: `%s | ${SITE.name}` },
  description: SITE.description,
  applicationName: SITE.name,
};

export const viewport: Viewport = { themeColor: '#1e40af' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  releaseRenderWhenDone();
  return (
    <html lang="en-GB">
      <head>
        <PhotoFallbackScript />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        {children}
      </body>
    </html>
  );
}
