// What the bench requests: each page type warm (one URL) and cold (distinct URLs), and the public API.
import { SEARCH_QUERIES } from '../search-queries';
import { DETAIL_SLUGS, PAIRED_DETAIL_SLUGS, type SampleData } from './database';

export type PageTarget = { name: string; warm: string; cold: string[] };

const encode = encodeURIComponent;

// A small directory's sample holds fewer slugs than both runs ask for: each keeps its share.
const detailSplit = (data: SampleData) =>
  Math.floor((data.slugs.length * DETAIL_SLUGS) / (DETAIL_SLUGS + PAIRED_DETAIL_SLUGS));

export function pageTargets(data: SampleData): PageTarget[] {
  const topCity = data.cities[0]?.key ?? 'london';
  const whats = [...new Set(SEARCH_QUERIES.map((query) => query.q).filter(Boolean))];
  const towns = data.cities.slice(0, 100).map((city) => city.label);
  return [
    { name: 'home', warm: '/', cold: ['/'] },
    {
      name: 'browse',
      warm: '/businesses',
      cold: Array.from({ length: 2000 }, (_, i) => `/businesses?page=${i + 2}`),
    },
    {
      name: 'search',
      warm: '/businesses?q=plumber&location=Leeds',
      cold: towns.flatMap((town) =>
        whats.map((what) => `/businesses?q=${encode(what)}&location=${encode(town)}`),
      ),
    },
    {
      name: 'category',
      warm: '/category/restaurants',
      cold: data.categories.map((category) => `/category/${encode(category.key)}`),
    },
    {
      name: 'city',
      warm: `/city/${encode(topCity)}`,
      cold: data.cities.map((city) => `/city/${encode(city.key)}`),
    },
    {
      name: 'detail',
      warm: `/details/${encode(data.topSlug)}`,
      cold: data.slugs.slice(0, detailSplit(data)).map((slug) => `/details/${encode(slug)}`),
    },
  ];
}

/** Detail pages no other run renders, for measureColdBesideBare. */
export const pairedColdDetailUrls = (data: SampleData) =>
  data.slugs.slice(detailSplit(data)).map((slug) => `/details/${encode(slug)}`);

/** One page of each template, weighed once (bench/lib/page-weight.ts). */
export function weightTargets(data: SampleData) {
  return [
    { name: 'home', path: '/' },
    { name: 'browse', path: '/businesses' },
    { name: 'category', path: '/category/restaurants' },
    { name: 'city', path: `/city/${encode(data.cities[0]?.key ?? 'london')}` },
    { name: 'detail', path: `/details/${encode(data.slugs.at(-1) ?? data.topSlug)}` },
    { name: 'cities', path: '/cities' },
    { name: 'about', path: STATIC_PAGE },
  ];
}

/** The framework's ceiling: a static page of the same server. */
export const STATIC_PAGE = '/about';

/** GET endpoints of the public API (spec §7), parametrised ones over many distinct values. */
export function apiTargets(data: SampleData): { name: string; paths: string[] }[] {
  const cities = data.cities.slice(0, 200).map((city) => encode(city.label));
  const categories = data.categories.slice(0, 200).map((category) => encode(category.label));
  return [
    { name: '/api/statistics', paths: ['/api/statistics'] },
    { name: '/api/cities/popular', paths: ['/api/cities/popular'] },
    { name: '/api/businesses/recommended', paths: ['/api/businesses/recommended'] },
    { name: '/api/businesses/latest', paths: ['/api/businesses/latest'] },
    { name: '/api/categories', paths: ['/api/categories'] },
    { name: '/api/countries', paths: ['/api/countries'] },
    {
      name: '/api/businesses?limit&offset',
      paths: Array.from({ length: 50 }, (_, i) => `/api/businesses?limit=20&offset=${i * 20}`),
    },
    {
      name: '/api/businesses?search',
      paths: SEARCH_QUERIES.filter((query) => query.q).map(
        (query) => `/api/businesses?limit=20&offset=0&search=${encode(query.q)}`,
      ),
    },
    {
      name: '/api/businesses?category',
      paths: data.categories
        .slice(0, 50)
        .map((category) => `/api/businesses?limit=20&offset=0&category=${encode(category.key)}`),
    },
    {
      name: '/api/businesses/slug/{slug}',
      paths: data.slugs.map((s) => `/api/businesses/slug/${encode(s)}`),
    },
    { name: '/api/businesses/{id}', paths: data.ids.map((id) => `/api/businesses/${id}`) },
    { name: '/api/city/{cityName}', paths: cities.map((city) => `/api/city/${city}`) },
    { name: '/api/category/{categoryName}', paths: categories.map((c) => `/api/category/${c}`) },
  ];
}
