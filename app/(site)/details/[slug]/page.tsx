import type { Metadata } from 'next';
import { cache } from 'react';
import { BusinessDetail } from '@/components/detail/business-detail';
import { detailView } from '@/components/detail/detail-view';
import { BusinessNotFound, businessNotFoundMetadata } from '@/components/detail/business-not-found';
import { NotFoundState } from '@/components/layout/not-found-state';
import { JsonLd } from '@/components/seo/json-ld';
import { getBusinessPage } from '@/lib/data/businesses';
import { getRelatedBusinesses } from '@/lib/data/related';
import { pageMetadata } from '@/lib/seo/metadata';
import { businessContactMeta } from '@/lib/seo/page-seo/contact-meta';
import { businessDescription, businessTitle } from '@/lib/seo/page-seo/business';
import { decodeSegment } from '@/lib/urls/paths';
import { redirectFormerSlug } from '@/lib/urls/slug-history';
import { breadcrumbList, localBusiness } from '@/lib/seo/structured-data';

// On-demand ISR: nothing is built ahead (no database at build time); the first request
// renders a business and the HTML is then served from cache for up to 5 minutes. 'Open Now'
// and today's row in that cached HTML can therefore be up to 5 minutes stale.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/** Each related card is about 2 kB of a cold render's HTML (issue 47). */
const RELATED_CARDS = 4;

type Props = { params: Promise<{ slug: string }> };

/** One read shared by generateMetadata and the page. */
const loadPage = cache(async (slug: string) => getBusinessPage(decodeSegment(slug)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const business = (await loadPage((await params).slug))?.business;
  if (!business) return businessNotFoundMetadata;
  const metadata = pageMetadata({
    title: businessTitle(business),
    absoluteTitle: true,
    description: businessDescription(business),
    path: business.canonicalUrl,
    image: business.photos[0],
    // The page stays for visitors who hold its link; search engines drop it.
    noindex: business.businessStatus === 'CLOSED_PERMANENTLY',
  });
  return { ...metadata, other: businessContactMeta(business) };
}

export default async function BusinessDetailPage({ params }: Props) {
  const loaded = await loadPage((await params).slug);
  if (!loaded)
    return redirectFormerSlug(
      (await params).slug,
      <NotFoundState>
        <BusinessNotFound />
      </NotFoundState>,
    );
  const { business, changeNotes, chain } = loaded;
  const now = new Date();
  const related = await getRelatedBusinesses(business, RELATED_CARDS);
  const view = detailView(business, { now, changeNotes, chain, related });
  return (
    <BusinessDetail view={view}>
      <JsonLd data={[localBusiness(business, { now }), breadcrumbList(view.crumbs)]} />
    </BusinessDetail>
  );
}
