// A category's list page (`/category/{slug}`, and `?page=N` through app/(site)/cached-list/category).
import type { Metadata } from 'next';
import { cache } from 'react';
import { PagedBusinesses } from './paged-businesses';
import { EmptyState } from '@/components/listing/empty-state';
import { LinkChips } from '@/components/listing/link-chips';
import { ListHeader } from '@/components/listing/list-header';
import { NotFoundState } from '@/components/layout/not-found-state';
import { CategoryNotFound, categoryNotFoundMetadata } from '@/components/listing/list-not-found';
import { ListJsonLd } from './list-json-ld';
import { getBusinessesInCategory } from '@/lib/data/businesses';
import { getLandingCities, MIN_LANDING_BUSINESSES } from '@/lib/data/landing-pages';
import { findCategory } from '@/lib/data/summaries';
import { formatCount } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';
import { categoryHeadline, categoryPageSeo } from '@/lib/seo/page-seo/lists';
import { redirectUnlessCanonical } from '@/lib/urls/canonical-redirect';
import { pageWindow } from '@/lib/urls/pagination';
import { categoryPath, landingPath, withPage } from '@/lib/urls/paths';

/** Towns linked from a category page (its service-in-town pages). */
const LANDING_LINKS = 24;

const loadCategory = cache(async (slug: string, page: number) => {
  const category = await findCategory(slug);
  if (!category) return null;
  const [list, cities] = await Promise.all([
    getBusinessesInCategory(category.slug, pageWindow(page)),
    getLandingCities(category.slug, MIN_LANDING_BUSINESSES, LANDING_LINKS),
  ]);
  return { category: { ...category, isGroup: category.kind === 'group' }, ...list, cities };
});

async function load(slug: string, page: number) {
  const data = await loadCategory(slug, page);
  if (data) {
    const { slug: canonical } = data.category;
    redirectUnlessCanonical([slug], [canonical], withPage(categoryPath(canonical), page));
  }
  return data;
}

export async function categoryMetadata(slug: string, page: number): Promise<Metadata> {
  const data = await load(slug, page);
  if (!data) return categoryNotFoundMetadata;
  const { category, totalCount, businesses } = data;
  return pageMetadata({
    ...categoryPageSeo(category, totalCount, page),
    path: withPage(categoryPath(category.slug), page),
    noindex: businesses.length === 0,
  });
}

export async function CategoryList({ slug, page }: { slug: string; page: number }) {
  const data = await load(slug, page);
  if (!data)
    return (
      <NotFoundState>
        <CategoryNotFound />
      </NotFoundState>
    );
  const { category, businesses, totalCount, cities } = data;
  const now = new Date();
  const path = categoryPath(category.slug);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: category.name, path },
  ];
  const headline = categoryHeadline(category);
  return (
    <div className="wrap py-10">
      <ListJsonLd crumbs={crumbs} name={headline} businesses={businesses} page={page} />
      <ListHeader
        crumbs={crumbs}
        title={category.name}
        subtitle={`${formatCount(totalCount)} ${totalCount === 1 ? 'business' : 'businesses'} across the UK`}
      />
      {businesses.length === 0 ? (
        <EmptyState
          role="status"
          title="No businesses found"
          text={`There are no ${category.isGroup ? category.name : headline.toLowerCase()} listed ${page > 1 ? 'on this page' : 'yet'}.`}
          action={{ href: '/businesses', label: 'Browse All Categories' }}
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
        id="category-towns"
        title={`${headline} by town`}
        links={cities.map((city) => ({
          href: landingPath(category.slug, city.citySlug),
          label: `${headline} in ${city.city}`,
          count: city.count,
        }))}
      />
    </div>
  );
}
