import { ChevronDownIcon } from '@/components/ui/icons';
import type { NavLink } from './nav-links';

/**
 * A header menu that opens on hover or keyboard focus with CSS alone, so it needs no
 * JavaScript (NavDropdownKeys adds Escape). Closing waits 200 ms (the spec's menu delay) so
 * the pointer can travel to it.
 */
export function NavDropdown({ label, links }: { label: string; links: NavLink[] }) {
  return (
    <div data-nav-dropdown className="group relative">
      <button
        type="button"
        className="flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-700 hover:text-brand-700"
      >
        {label}
        <ChevronDownIcon className="h-4 w-4 transition-transform group-focus-within:rotate-180 group-hover:rotate-180" />
      </button>
      <div className="invisible absolute top-full left-0 z-50 pt-2 opacity-0 transition-[opacity,visibility] delay-200 duration-150 group-focus-within:visible group-focus-within:opacity-100 group-focus-within:delay-0 group-hover:visible group-hover:opacity-100 group-hover:delay-0 group-data-dismissed:invisible! group-data-dismissed:opacity-0!">
        <ul
          aria-label={label}
          className="w-60 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
        >
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
