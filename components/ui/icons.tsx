/** The sprite's cells (components/ui/icons.svg, numbered in app/globals.css). */
export type IconName =
  | 'menu'
  | 'close'
  | 'search'
  | 'sliders'
  | 'chevron'
  | 'arrow'
  | 'pin'
  | 'phone'
  | 'mail'
  | 'shield'
  | 'flag'
  | 'users'
  | 'trending'
  | 'award'
  | 'building';

/** Stylesheet-drawn icons (`.icon-*`, cut from icons.svg): one element each, not an inline SVG. */
function icon(name: IconName) {
  return function Icon({ className }: { className?: string }) {
    return <span aria-hidden="true" className={iconClass(name, className)} />;
  };
}

/** `.icon` is 1rem square; a className sizes or places it otherwise. */
export function iconClass(name: IconName, className?: string) {
  return className ? `icon icon-${name} ${className}` : `icon icon-${name}`;
}

export const MenuIcon = icon('menu');
export const CloseIcon = icon('close');
export const SearchIcon = icon('search');
export const SlidersIcon = icon('sliders');
export const ChevronDownIcon = icon('chevron');
export const MapPinIcon = icon('pin');
export const PhoneIcon = icon('phone');
export const MailIcon = icon('mail');
