// "Plumbers in Leeds" (`/category/{slug}/{city}`, and `?page=N` through app/(site)/cached-list/landing).
import type { Metadata } from 'next';
import { cache } from 'react';
import { PagedBusinesses } from './paged-businesses';
import { EmptyState } from '@/components/listing/empty-state';
import { LinkChips } from '@/components/listing/link-chips';
import { ListHeader } from '@/components/listing/list-header';
import { NotFoundState } from '@/components/layout/not-found-state';
import { LandingNotFound, landingNotFoundMetadata } from '@/components/listing/list-not-found';
import { ListJsonLd } from './list-json-ld';
import { getBusinessesInCategoryAndCity } from '@/lib/data/businesses';
import {
  getGroupCountInTown,
  getLandingCities,
  MIN_LANDING_BUSINESSES,
  repeatsItsGroup,
} from '@/lib/data/landing-pages';
import { categoryGroupFor } from '@/lib/categories';
import { findCategory, findCity } from '@/lib/data/summaries';
import { formatCount } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';
import { categoryHeadline, landingPageSeo } from '@/lib/seo/page-seo/lists';
import { redirectUnlessCanonical } from '@/lib/urls/canonical-redirect';
import { pageWindow } from '@/lib/urls/pagination';
import { categoryPath, cityPath, decodeSegment, landingPath, withPage } from '@/lib/urls/paths';

/** Other towns linked from a service-in-town page. */
const OTHER_TOWNS = 12;

const loadLanding = cache(async (slug: string, cityParam: string, page: number) => {
  const [category, city] = await Promise.all([
    findCategory(slug),
    findCity(decodeSegment(cityParam)),
  ]);
  if (!category || !city) return null;
  const isGroup = category.kind === 'group';
  const [list, towns, groupInTown] = await Promise.all([
    getBusinessesInCategoryAndCity(category.slug, city.id, pageWindow(page)),
    getLandingCities(category.slug, MIN_LANDING_BUSINESSES, OTHER_TOWNS + 1),
    isGroup ? null : getGroupCountInTown(city.id, categoryGroupFor(category.name)),
  ]);
  // A real category and a real town with nothing in common is no page at all.
  if (list.totalCount === 0) return null;
  return {
    category: { ...category, isGroup },
    city,
    repeatsItsGroup: groupInTown !== null && repeatsItsGroup(list.totalCount, groupInTown),
    ...list,
    towns: towns.filter((town) => town.citySlug !== city.id).slice(0, OTHER_TOWNS),
  };
});

async function load(slug: string, city: string, page: number) {
  const data = await loadLanding(slug, city, page);
  if (!data) return null;
  const path = landingPath(data.category.slug, data.city.id);
  redirectUnlessCanonical([slug, city], [data.category.slug, data.city.id], withPage(path, page));
  const seo = landingPageSeo(data.category, data.city.name, data.totalCount, page);
  return { seo, path, ...data };
}

export async function landingMetadata(
  slug: string,
  cityParam: string,
  page: number,
): Promise<Metadata> {
  const data = await load(slug, cityParam, page);
  if (!data) return landingNotFoundMetadata;
  const { seo, path, totalCount, businesses } = data;
  // Thin pages (and pages past the end) stay out of the index and the sitemap, and so does a
  // category that is nearly all of its group in this town (the group's page stands for it).
  const noindex =
    totalCount < MIN_LANDING_BUSINESSES || businesses.length === 0 || data.repeatsItsGroup;
  return pageMetadata({
    title: seo.title,
    description: seo.description,
    path: withPage(path, page),
    noindex,
  });
}

export async function LandingList({
  slug,
  city: cityParam,
  page,
}: {
  slug: string;
  city: string;
  page: number;
}) {
  const data = await load(slug, cityParam, page);
  if (!data)
    return (
      <NotFoundState>
        <LandingNotFound />
      </NotFoundState>
    );
  const { seo, path, category, city, businesses, totalCount, towns } = data;
  const now = new Date();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: category.name, path: categoryPath(category.slug) },
    { name: seo.headline, path },
  ];
  return (
    <div className="wrap py-10">
      <ListJsonLd crumbs={crumbs} name={seo.headline} businesses={businesses} page={page} />
      <ListHeader
        crumbs={crumbs}
        title={seo.headline}
        subtitle={
          <>
            {formatCount(totalCount)} {totalCount === 1 ? 'business' : 'businesses'} in {city.name}{' '}
            ·{' '}
            <a href={cityPath(city.id)} className="text-brand-700 hover:underline">
              All businesses in {city.name}
            </a>
          </>
        }
      />
      {businesses.length === 0 ? (
        <EmptyState
          role="status"
          title="No businesses found"
          text="This page is past the end of the list."
          action={{ href: path, label: `Back to ${seo.headline}` }}
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
        id="other-towns"
        title={`${categoryHeadline(category)} in other towns`}
        links={towns.map((town) => ({
          href: landingPath(category.slug, town.citySlug),
          label: town.city,
          count: town.count,
        }))}
      />
    </div>
  );
}
