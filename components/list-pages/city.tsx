// A town's list page (`/city/{name}`, and `?page=N` through app/(site)/cached-list/city).
import type { Metadata } from 'next';
import { cache } from 'react';
import { PagedBusinesses } from './paged-businesses';
import { EmptyState } from '@/components/listing/empty-state';
import { LinkChips } from '@/components/listing/link-chips';
import { ListHeader } from '@/components/listing/list-header';
import { NotFoundState } from '@/components/layout/not-found-state';
import { CityNotFound, cityNotFoundMetadata } from '@/components/listing/list-not-found';
import { ListJsonLd } from './list-json-ld';
import { getBusinessesInCity } from '@/lib/data/businesses';
import { getTownDistricts, isIndexableDistrict } from '@/lib/data/districts';
import { getLandingCategories, MIN_LANDING_BUSINESSES } from '@/lib/data/landing-pages';
import { findCity } from '@/lib/data/summaries';
import { formatCount } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';
import { categoryHeadline, cityPageSeo } from '@/lib/seo/page-seo/lists';
import { redirectUnlessCanonical } from '@/lib/urls/canonical-redirect';
import { pageWindow } from '@/lib/urls/pagination';
import { cityPath, decodeSegment, districtPath, landingPath, withPage } from '@/lib/urls/paths';

/** Groups and categories linked from a city page (its service-in-town pages), of each kind. */
const LANDING_LINKS = 12;

const loadCity = cache(async (name: string, page: number) => {
  const city = await findCity(decodeSegment(name));
  if (!city) return null;
  const [list, categories, districts] = await Promise.all([
    getBusinessesInCity(city.id, pageWindow(page)),
    getLandingCategories(city.id, MIN_LANDING_BUSINESSES, LANDING_LINKS),
    getTownDistricts(city.id),
  ]);
  const hubs = districts.filter((d) => isIndexableDistrict(d.count, list.totalCount));
  return { city, ...list, categories, districts: hubs };
});

async function load(name: string, page: number) {
  const data = await loadCity(name, page);
  if (data) redirectUnlessCanonical([name], [data.city.id], withPage(cityPath(data.city.id), page));
  return data;
}

export async function cityMetadata(name: string, page: number): Promise<Metadata> {
  const data = await load(name, page);
  if (!data) return cityNotFoundMetadata;
  const { city, totalCount, businesses, categories } = data;
  const top = categories.filter((c) => !c.isGroup);
  return pageMetadata({
    ...cityPageSeo(city.name, totalCount, page, top),
    path: withPage(cityPath(city.id), page),
    noindex: businesses.length === 0,
  });
}

export async function CityList({ name, page }: { name: string; page: number }) {
  const data = await load(name, page);
  if (!data)
    return (
      <NotFoundState>
        <CityNotFound />
      </NotFoundState>
    );
  const { city, businesses, totalCount, categories, districts } = data;
  const now = new Date();
  const path = cityPath(city.id);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Cities', path: '/cities' },
    { name: city.name, path },
  ];
  return (
    <div className="wrap py-10">
      <ListJsonLd
        crumbs={crumbs}
        name={`Businesses in ${city.name}`}
        businesses={businesses}
        page={page}
      />
      <ListHeader
        crumbs={crumbs}
        title={`Businesses in ${city.name}`}
        subtitle={`${formatCount(totalCount)} local ${totalCount === 1 ? 'business' : 'businesses'}`}
      />
      {businesses.length === 0 ? (
        <EmptyState
          role="status"
          title="No businesses found"
          text={`There are no businesses in ${city.name} on this page.`}
          action={{ href: path, label: `All businesses in ${city.name}` }}
        />
      ) : (
        <PagedBusinesses
          businesses={businesses}
          now={now}
          page={page}
          totalCount={totalCount}
          path={path}
        />
      )}
      <LinkChips
        id="city-services"
        title={`Popular services in ${city.name}`}
        links={categories.map((category) => ({
          href: landingPath(category.categorySlug, city.id),
          label: `${categoryHeadline(category)} in ${city.name}`,
          count: category.count,
        }))}
      />
      <LinkChips
        id="city-districts"
        title={`Postcode districts in ${city.name}`}
        links={districts.map((d) => ({
          href: districtPath(city.id, d.district),
          label: d.district,
          count: d.count,
        }))}
      />
    </div>
  );
}
