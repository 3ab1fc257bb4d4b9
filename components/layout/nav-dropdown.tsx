import { ChevronDownIcon } from '@/components/ui/icons';
import type { NavLink } from './fixed-links';

/** A CSS-only menu on hover or focus (`.nav-menu`); closing waits the spec's delay. */
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
