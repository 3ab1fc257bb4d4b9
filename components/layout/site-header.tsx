import { SearchIcon } from '@/components/ui/icons';
import { Logo } from './logo';
import { NavDropdown } from './nav-dropdown';
import {
  ABOUT_LINK,
  BROWSE_LINK,
  CONTACT_LINK,
  HEADER_CATEGORY_LINKS,
  HEADER_CITY_LINKS,
  HOME_LINK,
  type NavLink,
} from './nav-links';
import { SiteMenu } from './site-menu';

function TopLink({ link }: { link: NavLink }) {
  return (
    <a href={link.href} className="nav-top">
      {link.label}
    </a>
  );
}

/** Sticky header: logo, the menu (drawer below `lg`) and a Search button from `md`. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="wrap">
        <Logo />
        <SiteMenu>
          <nav aria-label="Main" className="site-nav">
            <TopLink link={HOME_LINK} />
            <TopLink link={BROWSE_LINK} />
            <NavDropdown label="Categories" links={HEADER_CATEGORY_LINKS} />
            <NavDropdown label="Cities" links={HEADER_CITY_LINKS} />
            <TopLink link={ABOUT_LINK} />
            <TopLink link={CONTACT_LINK} />
          </nav>
        </SiteMenu>
        <a href="/businesses" className="btn btn-primary btn-md header-search">
          <SearchIcon />
          Search
        </a>
      </div>
    </header>
  );
}
