import {
  ABOUT_LINK,
  BROWSE_LINK,
  CONTACT_LINK,
  HEADER_CATEGORY_LINKS,
  HEADER_CITY_LINKS,
  HOME_LINK,
  type NavLink,
} from './nav-links';

const LINK = 'block rounded-md px-3 py-2.5 text-base text-slate-800 hover:bg-brand-50';

function Group({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <li className="mt-3">
      <p className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</p>
      <ul className="mt-1">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={LINK}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The drawer's menu: the header's links, with both dropdowns expanded. */
export function MobileNav() {
  return (
    <nav aria-label="Mobile" className="overflow-y-auto p-3">
      <ul>
        {[HOME_LINK, BROWSE_LINK].map((link) => (
          <li key={link.href}>
            <a href={link.href} className={LINK}>
              {link.label}
            </a>
          </li>
        ))}
        <Group title="Categories" links={HEADER_CATEGORY_LINKS} />
        <Group title="Cities" links={HEADER_CITY_LINKS} />
        {[ABOUT_LINK, CONTACT_LINK].map((link, index) => (
          <li key={link.href} className={index === 0 ? 'mt-3' : undefined}>
            <a href={link.href} className={LINK}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
