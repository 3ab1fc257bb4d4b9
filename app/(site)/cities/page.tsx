import { ListHeader } from '@/components/listing/list-header';
import { JsonLd } from '@/components/seo/json-ld';
import { getCities } from '@/lib/data/summaries';
import { formatCount } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';
import { cityPath } from '@/lib/urls/paths';
import { breadcrumbList } from '@/lib/seo/structured-data';
import { groupByInitial } from '@/lib/seo/page-seo/initials';

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

export default async function CitiesPage() {
  const cities = await getCities();
  const groups = groupByInitial(cities, (city) => city.name);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <JsonLd data={breadcrumbList(CRUMBS)} />
      <ListHeader
        crumbs={CRUMBS}
        title="All Cities"
        subtitle={`${formatCount(cities.length)} towns and cities, A to Z`}
      />
      <nav aria-label="Jump to letter">
        <ul className="flex flex-wrap gap-1">
          {groups.map(({ initial }) => (
            <li key={initial}>
              <a
                href={`#letter-${initial}`}
                className="inline-flex h-9 min-w-9 items-center justify-center rounded-md border border-slate-300 px-2 text-sm font-semibold hover:border-brand-700 hover:text-brand-700"
              >
                {initial}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-10 space-y-10">
        {groups.map(({ initial, items }) => (
          <section key={initial} id={`letter-${initial}`} aria-labelledby={`heading-${initial}`}>
            <h2
              id={`heading-${initial}`}
              className="border-b border-slate-200 pb-2 text-2xl font-bold"
            >
              {initial}
            </h2>
            <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
              {items.map((city) => (
                <li key={city.id}>
                  <a
                    href={cityPath(city.id)}
                    className="flex justify-between gap-2 rounded-md px-2 py-1.5 hover:bg-slate-50 hover:text-brand-700"
                  >
                    <span className="font-medium">{city.name}</span>
                    <span className="text-slate-600">
                      {formatCount(city.businessCount)}
                      <span className="sr-only"> businesses</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
