import type { Metadata } from 'next';
import { cache } from 'react';
import { AboutSection } from '@/components/detail/about-section';
import { AdSlot } from '@/components/detail/ad-slot';
import { Amenities } from '@/components/detail/amenities';
import { BusinessHero } from '@/components/detail/business-hero';
import { BusinessMap } from '@/components/detail/business-map';
import { BusinessNotFound, businessNotFoundMetadata } from '@/components/detail/business-not-found';
import { ChainBranches } from '@/components/detail/chain-branches';
import { GetInTouch } from '@/components/detail/get-in-touch';
import { ListingFreshness } from '@/components/detail/listing-freshness';
import { OpeningHours } from '@/components/detail/opening-hours';
import { OtherHours } from '@/components/detail/other-hours';
import { PhoneBlock } from '@/components/detail/phone-block';
import { PriceRange } from '@/components/detail/price-range';
import { BookingLink } from '@/components/detail/booking-link';
import { RatingPanel } from '@/components/detail/rating-panel';
import { RelatedBusinesses } from '@/components/detail/related-businesses';
import { ReportProblem } from '@/components/detail/report-problem';
import { StickyContactBar } from '@/components/detail/sticky-contact-bar';
import { SampleReviews } from '@/components/detail/sample-reviews';
import { WhyChooseUs } from '@/components/detail/why-choose-us';
import { Breadcrumbs } from '@/components/listing/breadcrumbs';
import { NotFoundState } from '@/components/layout/not-found-state';
import { JsonLd } from '@/components/seo/json-ld';
import { categorySlugFor, getCategoryGroup } from '@/lib/categories';
import { getBusinessPage } from '@/lib/data/businesses';
import { getRelatedBusinesses } from '@/lib/data/related';
import { env } from '@/lib/env';
import { pageMetadata } from '@/lib/seo/metadata';
import { businessContactMeta } from '@/lib/seo/page-seo/contact-meta';
import { businessDescription, businessTitle } from '@/lib/seo/page-seo/business';
import { categoryPath, decodeSegment } from '@/lib/urls/paths';
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
  const closedForGood = business.businessStatus === 'CLOSED_PERMANENTLY';
  const group = getCategoryGroup(business.categoryGroup);
  const related = await getRelatedBusinesses(business, RELATED_CARDS);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: business.category, path: categoryPath(categorySlugFor(business.category)) },
    { name: business.name, path: business.canonicalUrl },
  ];
  return (
    <article className="wrap py-8">
      <JsonLd data={[localBusiness(business, { now }), breadcrumbList(crumbs)]} />
      <Breadcrumbs crumbs={crumbs} />
      <BusinessHero business={business} now={now} />
      {/* Facts first in the document (phones, screen readers); from lg they are the right column. */}
      <div className="detail-grid">
        <div className="detail-aside">
          {/* A business closed for good offers no way to call, book or visit it. */}
          {closedForGood ? null : <GetInTouch business={business} />}
          <PriceRange value={business.priceRange} />
          {closedForGood ? null : <BookingLink href={business.bookingLink} name={business.name} />}
          <OpeningHours business={business} now={now} />
          {closedForGood ? null : <PhoneBlock phone={business.phone} country={business.country} />}
          <AdSlot scriptUrl={env.AD_SCRIPT_URL} />
          <ListingFreshness checkedAt={business.checkedAt} notes={changeNotes} />
          <ReportProblem businessId={business.id} renderedAt={now.getTime()} />
          <ChainBranches chain={chain} />
          <BusinessMap business={business} />
          <OtherHours weeks={business.otherHours} />
        </div>
        <div className="detail-main">
          <AboutSection business={business} />
          <RatingPanel
            rating={business.rating}
            reviewCount={business.reviewCount}
            reviewsPerScore={business.reviewsPerScore}
            checkedAt={business.checkedAt}
          />
          <Amenities amenities={business.amenities} />
          <WhyChooseUs />
          <SampleReviews />
        </div>
      </div>
      {business.city ? (
        <RelatedBusinesses
          businesses={related}
          groupName={group?.name ?? 'businesses'}
          city={business.city}
          now={now}
        />
      ) : null}
      <StickyContactBar business={business} />
    </article>
  );
}
