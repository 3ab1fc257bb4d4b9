/** Stylesheet-drawn icons (`.icon-*`, cut from icons.svg): one element each, not an inline SVG. */
function icon(name: string) {
  return function Icon({ className }: { className?: string }) {
    return <span aria-hidden="true" className={iconClass(name, className)} />;
  };
}

/** `.icon` is 1rem square; a className sizes or places it otherwise. Static markup writes
 * `<span aria-hidden="true" class="…"></span>` with it, as React does (no entities here:
 * client components import this file). */
export function iconClass(name: string, className?: string) {
  return className ? `icon icon-${name} ${className}` : `icon icon-${name}`;
}

export const MenuIcon = icon('menu');
export const CloseIcon = icon('close');
export const SearchIcon = icon('search');
export const SlidersIcon = icon('sliders');
export const ChevronDownIcon = icon('chevron');
export const ArrowRightIcon = icon('arrow');
export const MapPinIcon = icon('pin');
export const PhoneIcon = icon('phone');
export const MailIcon = icon('mail');
export const ShieldCheckIcon = icon('shield');
export const FlagIcon = icon('flag');
export const UsersIcon = icon('users');
export const TrendingUpIcon = icon('trending');
export const AwardIcon = icon('award');
export const BuildingIcon = icon('building');
