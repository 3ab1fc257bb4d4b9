import { formatCount } from '@/lib/format';
import { SITE } from '@/lib/site';
import { pluraliseCategory } from './plural';
import { listText, midSentence } from './words';

// Pages pass data; this decides the words.

export type CategoryName = { name: string; isGroup: boolean };

export function categoryHeadline(category: CategoryName): string {
  return category.isGroup ? category.name : pluraliseCategory(category.name);
}

function categoryInSentence(category: CategoryName): string {
  return category.isGroup
    ? `${category.name.toLowerCase()} businesses`
    : midSentence(pluraliseCategory(category.name));
}

function pageSuffix(page: number): string {
  return page > 1 ? ` – Page ${page}` : '';
}

function businesses(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'business' : 'businesses'}`;
}

export function categoryPageSeo(category: CategoryName, totalCount: number, page: number) {
  const headline = categoryHeadline(category);
  return {
    title: `${headline} in the UK${pageSuffix(page)}`,
    description:
      totalCount > 0
        ? `${headline} across the UK: ${businesses(totalCount)} with ratings, phone numbers, addresses and opening hours in the free ${SITE.name}.`
        : `${headline} in the ${SITE.name}: no listings yet. Browse all categories of British businesses.`,
  };
}

export function cityPageSeo(
  cityName: string,
  totalCount: number,
  page: number,
  topCategories: CategoryName[],
) {
  const including =
    topCategories.length > 0
      ? `, including ${listText(topCategories.slice(0, 3).map(categoryInSentence))}`
      : '';
  return {
    title: `Local Businesses in ${cityName}${pageSuffix(page)}`,
    description: `Find ${businesses(totalCount)} in ${cityName}${including}, with ratings, phone numbers, addresses and opening hours.`,
  };
}

export function districtPageSeo(
  district: string,
  cityName: string,
  totalCount: number,
  page: number,
) {
  return {
    title: `Businesses in ${district}, ${cityName}${pageSuffix(page)}`,
    description: `Find ${businesses(totalCount)} in the ${district} postcode district of ${cityName}, with ratings, phone numbers, addresses and opening hours.`,
  };
}

export function landingPageSeo(
  category: CategoryName,
  cityName: string,
  totalCount: number,
  page: number,
) {
  const headline = `${categoryHeadline(category)} in ${cityName}`;
  return {
    headline,
    title: `${headline}${pageSuffix(page)}`,
    description: `Compare ${formatCount(totalCount)} ${categoryInSentence(category)} in ${cityName}: ratings, reviews, phone numbers, addresses and opening hours, free in the ${SITE.name}.`,
  };
}

export type BrowseSeoInput = {
  q: string;
  location: string;
  categoryName: string | null;
  page: number;
  totalCount: number;
  /** The page's heading (lib/search/describe.ts), so that the title says the same. */
  headline?: string | null;
};

export function browsePageSeo({
  q,
  location,
  categoryName,
  page,
  totalCount,
  headline,
}: BrowseSeoInput) {
  const where = location ? ` in ${location}` : '';
  const what = q ? `“${q}”` : categoryName ? pluraliseCategory(categoryName) : 'Businesses';
  const filtered = Boolean(q || location || categoryName);
  const title = headline
    ? `${headline}${pageSuffix(page)}`
    : filtered
      ? `${q ? 'Search results for ' : ''}${what}${where}${pageSuffix(page)}`
      : `Browse UK Businesses${pageSuffix(page)}`;
  return {
    title,
    description: filtered
      ? `${businesses(totalCount)} found for ${what}${where}: ratings, phone numbers and opening hours.`
      : `Browse ${businesses(totalCount)} across the UK by name, place and category, with ratings, phone numbers and opening hours.`,
  };
}
