import { NAV_GROUP_SLUGS, FOOTER_GROUP_SLUGS, getCategoryGroup } from '@/lib/categories';
import { categoryPath, cityPath } from '@/lib/urls/paths';
import type { NavLink } from './fixed-links';

function groupLinks(slugs: readonly string[]): NavLink[] {
  return slugs.map((slug) => ({
    href: categoryPath(slug),
    label: getCategoryGroup(slug)?.name ?? slug,
  }));
}

/** The header's Categories menu: the six most searched groups. */
export const HEADER_CATEGORY_LINKS = groupLinks(NAV_GROUP_SLUGS);

/** The footer's Popular Categories: every named group, education and entertainment included. */
export const FOOTER_CATEGORY_LINKS = groupLinks(FOOTER_GROUP_SLUGS);

/** The header's Cities menu (spec §2), then the full list. */
export const HEADER_CITY_LINKS: NavLink[] = [
  ...['London', 'Manchester', 'Birmingham', 'Glasgow', 'Leeds'].map((city) => ({
    href: cityPath(city),
    label: city,
  })),
  { href: '/cities', label: 'View All Cities' },
];
