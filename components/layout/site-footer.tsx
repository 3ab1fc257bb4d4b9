import { getPopularCities, getStatistics } from '@/lib/data/summaries';
import { formatCount } from '@/lib/format';
import { SITE } from '@/lib/site';
import { cityPath } from '@/lib/urls/paths';
import { FooterView } from './footer-view';
import { FOOTER_CATEGORY_LINKS } from './nav-links';

const FOOTER_CITY_COUNT = 8;

/** The footer's data (FooterView draws it): popular towns with their counts, the statistics. */
export async function SiteFooter() {
  const [cities, stats] = await Promise.all([getPopularCities(FOOTER_CITY_COUNT), getStatistics()]);
  return (
    <FooterView
      data={{
        name: SITE.name,
        year: new Date().getFullYear(),
        phone: SITE.phone ? { text: SITE.phone.text, href: SITE.phone.href } : null,
        email: SITE.email,
        social: SITE.social,
        categories: FOOTER_CATEGORY_LINKS,
        cities: [
          ...cities.map((city) => ({
            href: cityPath(city.id),
            label: city.name,
            note: formatCount(city.businessCount),
          })),
          { href: '/cities', label: 'View All Cities' },
        ],
        stats: [
          stats.totalBusinesses,
          stats.verifiedBusinesses,
          stats.categories,
          stats.totalCities,
        ].map(formatCount),
      }}
    />
  );
}
