import { SearchIcon } from '@/components/ui/icons';
import { Logo } from './logo';
import { MobileDrawer } from './mobile-drawer';
import { MobileNav } from './mobile-nav';
import { NavDropdown } from './nav-dropdown';
import { NavDropdownKeys } from './nav-dropdown-keys';
import {
  ABOUT_LINK,
  BROWSE_LINK,
  CONTACT_LINK,
  HEADER_CATEGORY_LINKS,
  HEADER_CITY_LINKS,
  HOME_LINK,
  type NavLink,
} from './nav-links';

function TopLink({ link }: { link: NavLink }) {
  return (
    <a href={link.href} className="nav-top">
      {link.label}
    </a>
  );
}

/** Sticky site header: full menu from large screens, a side drawer below. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center lg:flex">
          <TopLink link={HOME_LINK} />
          <TopLink link={BROWSE_LINK} />
          <NavDropdown label="Categories" links={HEADER_CATEGORY_LINKS} />
          <NavDropdown label="Cities" links={HEADER_CITY_LINKS} />
          <TopLink link={ABOUT_LINK} />
          <TopLink link={CONTACT_LINK} />
          <NavDropdownKeys />
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden md:block">
            <a href="/businesses" className="btn btn-primary btn-md">
              <SearchIcon className="h-4 w-4" />
              Search
            </a>
          </div>
          <div className="lg:hidden">
            <MobileDrawer>
              <MobileNav />
            </MobileDrawer>
          </div>
        </div>
      </div>
    </header>
  );
}
