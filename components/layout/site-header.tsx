'use client';

import { SearchIcon } from '@/components/ui/icons';
import type { NavLink } from './fixed-links';
import { Logo } from './logo';
import { SiteMenu } from './site-menu';

// A client component: every page's payload carries the menu's links once, as SiteMenu's props,
// not the header's elements beside them (issue 47).

/** Skip link and sticky header: logo, the menu (drawer below `lg`) and a Search button from `md`. */
export function SiteHeader({
  name,
  categories,
  cities,
}: {
  name: string;
  categories: NavLink[];
  cities: NavLink[];
}) {
  return (
    <>
      {/* First focusable element: lets keyboard users jump past the header menu. */}
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <header className="site-header">
        <div className="wrap">
          <Logo name={name} />
          <SiteMenu categories={categories} cities={cities} />
          <a href="/businesses" className="btn btn-primary btn-md header-search">
            <SearchIcon />
            Search
          </a>
        </div>
      </header>
    </>
  );
}
