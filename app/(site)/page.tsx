import { JsonLd } from '@/components/seo/json-ld';
import { PopularCityCards } from '@/components/home/city-cards';
import { CtaBand } from '@/components/home/cta-band';
import { Hero } from '@/components/home/hero';
import { SectionHeading } from '@/components/home/section-heading';
import { StatsTiles } from '@/components/home/stats-tiles';
import { TopBusinesses } from '@/components/home/top-businesses';
import { TownInitials } from '@/components/home/town-initials';
import { ValuesTiles } from '@/components/home/values-tiles';
import { buttonClasses } from '@/components/ui/button';
import { getDirectoryCountryCounts, getStatistics } from '@/lib/data/summaries';
import { pageMetadata } from '@/lib/seo/metadata';
import { organization, webSite } from '@/lib/seo/structured-data';
import { SITE } from '@/lib/site';

// Prerendered and refreshed in the background (ISR). Deliberately no Suspense boundaries:
// Next writes a boundary's fallback into even the prerendered HTML and keeps the content
// hidden until a script swaps it in, so visitors without JavaScript would see skeletons.
export const revalidate = 300;

export const metadata = pageMetadata({
  title: `${SITE.name} | ${SITE.tagline}`,
  absoluteTitle: true,
  description: SITE.description,
  path: '/',
  type: 'website',
});

export default async function HomePage() {
  const [stats, country] = await Promise.all([getStatistics(), getDirectoryCountryCounts()]);
  return (
    <>
      <JsonLd data={webSite()} />
      <JsonLd data={organization()} />
      <Hero />
      <StatsTiles stats={stats} country={country} />
      <ValuesTiles />
      <section
        aria-labelledby="cities-heading"
        className="phone-deferred bg-slate-50 [--phone-height:1330px]"
      >
        <div className="wrap py-16">
          <SectionHeading
            id="cities-heading"
            eyebrow="Across the UK"
            title="Popular British Cities"
            action={
              <a href="/businesses" className={buttonClasses({ variant: 'secondary' })}>
                Explore All Cities
              </a>
            }
          />
          <div className="mt-8">
            <PopularCityCards />
          </div>
        </div>
      </section>
      <div className="wrap pt-8">
        <TownInitials />
      </div>
      <section
        aria-labelledby="top-heading"
        className="wrap phone-deferred py-16 [--phone-height:1550px]"
      >
        <SectionHeading
          id="top-heading"
          eyebrow="Britain's Finest"
          title="Top-Rated British Businesses"
        />
        <div className="mt-8">
          <TopBusinesses />
        </div>
      </section>
      <CtaBand />
    </>
  );
}
