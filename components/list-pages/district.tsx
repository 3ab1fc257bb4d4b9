// A postcode district's hub within a town (`/city/{town}/{district}`, and `?page=N` through
// app/(site)/cached-list/district): the businesses of that district, every page linked.
import type { Metadata } from 'next';
import { cache } from 'react';
import { PagedBusinesses } from './paged-businesses';
import { ListHeader } from '@/components/listing/list-header';
import { NotFoundState } from '@/components/layout/not-found-state';
import { CityNotFound, cityNotFoundMetadata } from '@/components/listing/list-not-found';
import { ListJsonLd } from './list-json-ld';
import { getBusinessesInCity } from '@/lib/data/businesses';
import { getBusinessesInDistrict, isIndexableDistrict } from '@/lib/data/districts';
import { findCity } from '@/lib/data/summaries';
import { formatCount } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';
import { districtPageSeo } from '@/lib/seo/page-seo/lists';
import { redirectUnlessCanonical } from '@/lib/urls/canonical-redirect';
import { pageWindow } from '@/lib/urls/pagination';
import { cityPath, decodeSegment, districtPath, withPage } from '@/lib/urls/paths';

const loadDistrict = cache(async (name: string, districtParam: string, page: number) => {
  const city = await findCity(decodeSegment(name));
  const district = decodeSegment(districtParam).toUpperCase();
  if (!city) return null;
  const [list, town] = await Promise.all([
    getBusinessesInDistrict(city.id, district, pageWindow(page)),
    // The town's count, as its own list reads it (one cached read shared with the town page).
    getBusinessesInCity(city.id, pageWindow(1)),
  ]);
  if (list.totalCount === 0) return null;
  return { city, district, ...list, townCount: town.totalCount };
});

async function load(name: string, district: string, page: number) {
  const data = await loadDistrict(name, district, page);
  if (!data) return null;
  const path = districtPath(data.city.id, data.district);
  redirectUnlessCanonical(
    [name, district],
    [data.city.id, data.district.toLowerCase()],
    withPage(path, page),
  );
  return { ...data, path };
}

export async function districtMetadata(
  name: string,
  district: string,
  page: number,
): Promise<Metadata> {
  const data = await load(name, district, page);
  if (!data) return cityNotFoundMetadata;
  const { city, totalCount, businesses, townCount } = data;
  return pageMetadata({
    ...districtPageSeo(data.district, city.name, totalCount, page),
    path: withPage(data.path, page),
    noindex: businesses.length === 0 || !isIndexableDistrict(totalCount, townCount),
  });
}

export async function DistrictList(props: { name: string; district: string; page: number }) {
  const data = await load(props.name, props.district, props.page);
  if (!data)
    return (
      <NotFoundState>
        <CityNotFound />
      </NotFoundState>
    );
  const { city, district, businesses, totalCount, path } = data;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Cities', path: '/cities' },
    { name: city.name, path: cityPath(city.id) },
    { name: district, path },
  ];
  return (
    <div className="wrap py-10">
      <ListJsonLd
        crumbs={crumbs}
        name={`Businesses in ${district}, ${city.name}`}
        businesses={businesses}
        page={props.page}
      />
      <ListHeader
        crumbs={crumbs}
        title={`Businesses in ${district}, ${city.name}`}
        subtitle={`${formatCount(totalCount)} local ${totalCount === 1 ? 'business' : 'businesses'}`}
      />
      <PagedBusinesses
        businesses={businesses}
        now={new Date()}
        page={props.page}
        totalCount={totalCount}
        path={path}
      />
    </div>
  );
}
