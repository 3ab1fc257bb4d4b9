// The browse and search page (`/businesses`, and with a query through app/(site)/cached-list/browse).
import type { Metadata } from 'next';
import { cache } from 'react';
import { BrowseFilters } from '@/components/browse/browse-filters';
import { mapPins } from '@/components/detail/business-map';
import { LazyMap } from '@/components/detail/lazy-map';
import { BusinessGrid } from '@/components/listing/business-card';
import { EmptyState } from '@/components/listing/empty-state';
import { ListHeader } from '@/components/listing/list-header';
import { Pagination } from '@/components/listing/pagination';
import { JsonLd } from '@/components/seo/json-ld';
import { CACHE_TAGS, expireRenderSoon, tagPage } from '@/lib/cache/data-cache';
import { findCategory, getCategorySummaries } from '@/lib/data/summaries';
import { formatCount } from '@/lib/format';
import type { SearchResult } from '@/lib/search/search-businesses';
import { pageMetadata } from '@/lib/seo/metadata';
import { browseHeadline, searchedArea } from '@/lib/search/describe';
import {
  browsePath,
  hasFilters,
  isFiltered,
  unfilteredPath,
  type BrowseParams,
} from '@/lib/search/browse-params';
import { browsePageSeo } from '@/lib/seo/page-seo/lists';
import { pageWindow, totalPagesFor } from '@/lib/urls/pagination';
import { businessPath } from '@/lib/urls/paths';
import { itemList } from '@/lib/seo/structured-data';

/** The spec's category filter: the first 20 categories, after 'All Categories'. */
const FILTER_CATEGORIES = 20;

/** One read per request (React cache) for metadata and page; a failure: an uncached error state. */
const loadBrowse = cache(async (search: () => Promise<SearchResult>, category: string) => {
  try {
    const [result, summaries, selected] = await Promise.all([
      search(),
      getCategorySummaries(),
      category ? findCategory(category) : null,
      // Results can hold any business, so any edit expires this page.
      tagPage(CACHE_TAGS.ranked),
    ]);
    const categories = summaries
      .slice(0, FILTER_CATEGORIES)
      .map((summary) => ({ slug: summary.slug, category: summary.category }));
    // A category chosen from elsewhere (a link, a bookmark) stays selected in the filter.
    if (selected && !categories.some((c) => c.slug === selected.slug)) {
      categories.push({ slug: selected.slug, category: selected.name });
    }
    return { ok: true as const, ...result, categories, categoryName: selected?.name ?? null };
  } catch (error) {
    console.error('[browse] loading businesses failed', error);
    await expireRenderSoon();
    return { ok: false as const };
  }
});

/** `params`: what was searched, as the page shows it; `search`: its read, made by the route. */
type BrowseArgs = { params: BrowseParams; search: () => Promise<SearchResult> };

const load = async ({ params, search }: BrowseArgs) => {
  const result = await loadBrowse(search, params.category);
  // What was searched, in words: "Plumbers near LS6 2AB", "… within 31 miles of LS6 2AB".
  const searched = {
    q: params.q,
    nearMe: Boolean(params.near),
    ...(result.ok && result.placeLabel ? { placeLabel: result.placeLabel } : {}),
    ...(result.ok && result.radiusKm !== undefined ? { radiusKm: result.radiusKm } : {}),
  };
  const categoryName = result.ok ? result.categoryName : null;
  return { params, result, searched, headline: browseHeadline({ ...searched, categoryName }) };
};

export async function browseMetadata(args: BrowseArgs): Promise<Metadata> {
  const { params, result, headline } = await load(args);
  const totalCount = result.ok ? result.totalCount : 0;
  const seo = browsePageSeo({
    q: params.q,
    location: params.location,
    categoryName: result.ok ? result.categoryName : null,
    page: params.page,
    totalCount,
    headline,
  });
  return pageMetadata({
    ...seo,
    // Filtered and sorted lists point at the same search without them.
    path: hasFilters(params) ? unfilteredPath(params) : browsePath(params),
    // Filter combinations and empty or failed pages stay out of the index; the plain
    // paginated list keeps self-canonical, indexable pages.
    noindex: isFiltered(params) || !result.ok || result.businesses.length === 0,
  });
}

export async function BrowseList(args: BrowseArgs) {
  const { params, result, searched, headline } = await load(args);
  const now = new Date();
  const offset = pageWindow(params.page).offset;
  const totalPages = result.ok ? totalPagesFor(result.totalCount) : 1;
  return (
    <div className="wrap py-6 sm:py-10">
      <ListHeader
        title={headline ?? 'Browse Businesses'}
        subtitle={
          result.ok
            ? `${formatCount(result.totalCount)} ${result.totalCount === 1 ? 'business' : 'businesses'}${isFiltered(params) ? ` found${searchedArea(searched)}` : ' across the UK'}`
            : undefined
        }
      />
      <BrowseFilters
        params={params}
        categories={result.ok ? result.categories : []}
        hasPoint={result.ok && Boolean(result.point)}
        searched={searched}
      />
      <div className="mt-5 sm:mt-8">
        {!result.ok ? (
          <EmptyState
            role="alert"
            title="Error Loading Businesses"
            text="Unable to load businesses. Please try again later."
          />
        ) : result.businesses.length === 0 ? (
          <EmptyState
            role="status"
            title="No businesses found"
            text="Try another search, a different place or all categories."
            action={{ href: '/businesses', label: 'Clear Filters' }}
            suggestion={
              result.suggestion
                ? {
                    // The suggestion changes the words or the place; filters and category stay.
                    href: browsePath({
                      ...params,
                      q: result.suggestion.q,
                      location: result.suggestion.location,
                      ...(result.suggestion.withoutCategory ? { category: '' } : {}),
                      page: 1,
                    }),
                    label: result.suggestion.label,
                  }
                : undefined
            }
          />
        ) : (
          <>
            <JsonLd
              data={itemList(
                'Businesses',
                result.businesses.map((b) => ({ name: b.name, path: businessPath(b) })),
                offset + 1,
              )}
            />
            <LazyMap label="Show these on a map" pins={mapPins(result.businesses, true)} />
            <div className="mt-4">
              <BusinessGrid businesses={result.businesses} now={now} />
            </div>
            <Pagination
              page={params.page}
              totalPages={totalPages}
              hrefFor={(page) => browsePath({ ...params, page })}
            />
          </>
        )}
      </div>
    </div>
  );
}
