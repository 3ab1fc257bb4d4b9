import { iconMarkup } from '@/components/ui/icon-markup';
import { markup } from '@/components/ui/markup';
import type { NavLink } from './fixed-links';

/** A CSS-only menu on hover or focus (`.nav-menu`); closing waits the spec's delay. */
export function navDropdownMarkup(label: string, links: NavLink[]) {
  const items = links.map((link) => markup`<li><a href="${link.href}">${link.label}</a></li>`);
  return markup`<div data-nav-dropdown="true" class="nav-menu"><button type="button" class="nav-top">${label}${iconMarkup('chevron')}</button><div><ul aria-label="${label}">${items}</ul></div></div>`;
}
