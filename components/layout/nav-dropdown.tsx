import { ChevronDownIcon } from '@/components/ui/icons';
import type { NavLink } from './nav-links';

/**
 * A header menu that opens on hover or keyboard focus with CSS alone, so it needs no
 * JavaScript (SiteMenu adds Escape; `.nav-menu` in app/globals.css; in the drawer it is shown open). Closing waits for
 * the spec's menu delay so the pointer can travel to it.
 */
export function NavDropdown({ label, links }: { label: string; links: NavLink[] }) {
  return (
    <div data-nav-dropdown className="nav-menu">
      <button type="button" className="nav-top">
        {label}
        <ChevronDownIcon />
      </button>
      <div>
        <ul aria-label={label}>
          {links.map((link, index) => (
            <li key={index}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
