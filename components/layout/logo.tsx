import { innerHtml, markup } from '@/components/ui/markup';

// The brand mark (a map pin over a shopfront, as app/icon.svg) and name. The mark is inline SVG,
// not a data-URI background: an SVG image is a document of its own, built before the first paint.
const logoContent = (name: string) =>
  markup`<svg aria-hidden="true" class="logo-mark" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1e40af"></rect><path d="M16 5.5a7.5 7.5 0 0 0-7.5 7.5c0 5.6 7.5 13.5 7.5 13.5s7.5-7.9 7.5-13.5A7.5 7.5 0 0 0 16 5.5z" fill="#fff"></path><path d="M12 11.5h8l-1 2.2h-6z" fill="#dc2626"></path><rect x="12.8" y="13.7" width="6.4" height="3.6" rx=".6" fill="#1e40af"></rect></svg><span>${name}</span>`;

export function Logo({ name }: { name: string }) {
  return <a href="/" className="logo" dangerouslySetInnerHTML={innerHtml(logoContent(name))} />;
}

/** The footer's, on a dark ground, in the footer's markup. */
export const invertedLogoMarkup = (name: string) =>
  markup`<a href="/" class="logo logo-inverted">${logoContent(name)}</a>`;
