// Links that name fixed pages: plain data, so the client-side menu and footer can import them
// without the server modules that build category and town links (nav-links.ts).

export type NavLink = { href: string; label: string };

export const HOME_LINK: NavLink = { href: '/', label: 'Home' };
export const BROWSE_LINK: NavLink = { href: '/businesses', label: 'Browse Businesses' };
export const ABOUT_LINK: NavLink = { href: '/about', label: 'About' };
export const CONTACT_LINK: NavLink = { href: '/contact', label: 'Contact' };

export const QUICK_LINKS: NavLink[] = [
  BROWSE_LINK,
  { href: '/cities', label: 'All Cities' },
  { href: '/about', label: 'About Us' },
  CONTACT_LINK,
  { href: '/add-business', label: 'Add Your Business' },
  { href: '/advertise', label: 'Advertise With Us' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms of Service' },
];
