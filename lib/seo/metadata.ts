import type { Metadata } from 'next';
import { env } from '@/lib/env';
import { SITE } from '@/lib/site';

export type PageSeo = {
  title: string;
  description: string;
  /** Made absolute under SITE_URL. */
  path: string;
  image?: string | null;
  /** Thin or filtered pages stay out of search results but their links are still followed. */
  noindex?: boolean;
  absoluteTitle?: boolean;
  type?: 'website' | 'article';
};

export function absoluteUrl(path: string) {
  return path.startsWith('http')
    ? path
    : `${env.SITE_URL}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function pageMetadata(seo: PageSeo): Metadata {
  const url = absoluteUrl(seo.path);
  const images = [{ url: absoluteUrl(seo.image ?? '/opengraph-image.png') }];
  const fullTitle = seo.absoluteTitle ? seo.title : `${seo.title} | ${SITE.name}`;
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description: seo.description,
    alternates: { canonical: url },
    robots: seo.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      title: fullTitle,
      description: seo.description,
      url,
      type: seo.type ?? 'website',
      siteName: SITE.name,
      locale: SITE.locale,
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: seo.description,
      images,
    },
  };
}
