import { SearchIcon } from '@/components/ui/icons';
import { SITE } from '@/lib/site';
import { Logo } from './logo';
import { HEADER_CATEGORY_LINKS, HEADER_CITY_LINKS } from './nav-links';
import { SiteMenu } from './site-menu';

/** Sticky header: logo, the menu (drawer below `lg`) and a Search button from `md`. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="wrap">
        <Logo name={SITE.name} />
        <SiteMenu categories={HEADER_CATEGORY_LINKS} cities={HEADER_CITY_LINKS} />
        <a href="/businesses" className="btn btn-primary btn-md header-search">
          <SearchIcon />
          Search
        </a>
      </div>
    </header>
  );
}
