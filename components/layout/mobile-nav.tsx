import {
  ABOUT_LINK,
  BROWSE_LINK,
  CONTACT_LINK,
  HEADER_CATEGORY_LINKS,
  HEADER_CITY_LINKS,
  HOME_LINK,
  type NavLink,
} from './nav-links';

function Links({ links }: { links: NavLink[] }) {
  return links.map((link) => (
    <li key={link.href}>
      <a href={link.href}>{link.label}</a>
    </li>
  ));
}

function Group({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <li>
      <p>{title}</p>
      <ul>
        <Links links={links} />
      </ul>
    </li>
  );
}

/** The drawer's menu: the header's links, with both dropdowns expanded (`.drawer-nav`). */
export function MobileNav() {
  return (
    <nav aria-label="Mobile" className="drawer-nav">
      <ul>
        <Links links={[HOME_LINK, BROWSE_LINK]} />
        <Group title="Categories" links={HEADER_CATEGORY_LINKS} />
        <Group title="Cities" links={HEADER_CITY_LINKS} />
        <li className="drawer-gap">
          <a href={ABOUT_LINK.href}>{ABOUT_LINK.label}</a>
        </li>
        <Links links={[CONTACT_LINK]} />
      </ul>
    </nav>
  );
}
