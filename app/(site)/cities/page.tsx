import { LetterNav } from '@/components/cities/letter-nav';
import { TownLinks } from '@/components/cities/town-links';
import { ListHeader } from '@/components/listing/list-header';
import { JsonLd } from '@/components/seo/json-ld';
import { getCities } from '@/lib/data/summaries';
import { formatCount } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbList } from '@/lib/seo/structured-data';
import { groupByInitial } from '@/lib/seo/page-seo/initials';
import { cityInitialPath } from '@/lib/urls/city-initials';

// No parameters: prerendered, then refreshed in the background every 5 minutes.
export const revalidate = 300;

export const metadata = pageMetadata({
  title: 'All UK Towns and Cities',
  description:
    'Every British town and city in the directory, A to Z, with the number of local businesses listed in each.',
  path: '/cities',
});

const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Cities', path: '/cities' },
];

/** The busiest towns per letter; the rest on the letter's page, so this page stays one size. */
const TOWNS_PER_LETTER = 24;

export default async function CitiesPage() {
  const cities = await getCities();
  const groups = groupByInitial(cities, (city) => city.name);
  return (
    <div className="wrap py-10">
      <JsonLd data={breadcrumbList(CRUMBS)} />
      <ListHeader
        crumbs={CRUMBS}
        title="All Cities"
        subtitle={`${formatCount(cities.length)} towns and cities, A to Z`}
      />
      <LetterNav
        initials={groups.map((group) => group.initial)}
        hrefOf={(initial) => `#letter-${initial}`}
      />
      <div className="mt-10 space-y-10">
        {groups.map(({ initial, items }) => {
          const busiest = new Set(
            [...items].sort((a, b) => b.businessCount - a.businessCount).slice(0, TOWNS_PER_LETTER),
          );
          return (
            <section key={initial} id={`letter-${initial}`} aria-labelledby={`heading-${initial}`}>
              <h2 id={`heading-${initial}`} className="letter-heading">
                {initial}
              </h2>
              <TownLinks towns={items.filter((city) => busiest.has(city))} />
              {items.length > busiest.size ? (
                <p className="mt-3">
                  <a href={cityInitialPath(initial)} className="font-semibold text-brand-700">
                    All {formatCount(items.length)} towns under {initial}
                  </a>
                </p>
              ) : null}
            </section>
          );
        })}
      </div>
    </div>
  );
}
