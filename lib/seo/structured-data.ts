import { SITE } from '@/lib/site';
import { absoluteUrl } from './metadata';

export type Crumb = { name: string; path: string };

export function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** An ItemList of the businesses a list page shows, in the order shown. */
export function itemList(name: string, items: { name: string; path: string }[], startPosition = 1) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: startPosition + index,
      name: item.name,
      url: absoluteUrl(item.path),
    })),
  };
}

/** The home page's WebSite with a SearchAction pointing at the browse page. */
export function webSite() {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE.name,
    url: absoluteUrl('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl('/businesses')}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}
