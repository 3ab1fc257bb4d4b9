import { businessThumbnail } from '@/components/business/business-image';
import { openStatusBadge } from '@/components/business/open-status';
import { verifiedBadge } from '@/components/business/verified-badge';
import { innerHtml, markup } from '@/components/ui/markup';
import { starsMarkup } from '@/components/ui/star-rating';
import type { BusinessDto } from '@/lib/data/business-dto';
import { formatCount } from '@/lib/format';
import { formatDistance } from '@/lib/geo/distance';
import { displayPhone } from '@/lib/phone';
import { truncate } from '@/lib/seo/content/truncate';
import { businessPlace } from '@/lib/seo/page-seo/business';
import { businessPath } from '@/lib/urls/paths';

type HeadingLevel = 'h2' | 'h3';
/** `distanceKm` when the list was searched from a point. */
type CardBusiness = BusinessDto & { distanceKm?: number };

/** What three clamped lines hold: the rest would travel twice (HTML and payload), unseen. */
const SUMMARY_CHARACTERS = 220;

function badge(status: { className: string; label: string } | null) {
  return status && markup`<span class="${status.className}">${status.label}</span>`;
}

function cardRating({ rating, reviewCount }: CardBusiness) {
  const stars = starsMarkup(rating);
  const reviews = `(${formatCount(reviewCount)} ${reviewCount === 1 ? 'review' : 'reviews'})`;
  return markup`<p class="card-rating stars"${stars.attributes}>${stars.text}${reviews}</p>`;
}

/** Where and how to call: the place (and distance) and the phone, when known. */
function cardLine(business: CardBusiness) {
  const place = businessPlace(business);
  if (!place && !business.phone) return null;
  const distance =
    business.distanceKm !== undefined ? ` · ${formatDistance(business.distanceKm)}` : '';
  const phone = business.phone ? displayPhone(business.phone, business.country) : null;
  const call = phone && markup`<a href="${phone.href}" class="card-phone">${phone.text}</a>`;
  const className = place ? 'card-line card-place' : 'card-line';
  return markup`<p class="${className}">${place ? `${place}${distance}` : null}${call}</p>`;
}

/** One business in a list: what a visitor compares before opening the detail page. Icons, stars
 * and badge dots are drawn by the stylesheet. */
function businessCard(business: CardBusiness, now: Date, heading: HeadingLevel) {
  const text = business.seoDescription ?? business.description;
  const summary = text && truncate(text, SUMMARY_CHARACTERS);
  const path = businessPath(business);
  return markup`<article class="card">${[
    businessThumbnail(business),
    markup`<div class="card-tags"><p class="card-category">${business.category}</p>${badge(verifiedBadge(business.isVerified))}${badge(openStatusBadge(business, now))}</div>`,
    markup`<${heading} class="card-title"><a href="${path}">${business.name}</a></${heading}>`,
    cardRating(business),
    cardLine(business),
    summary ? markup`<p class="card-summary">${summary}</p>` : null,
    markup`<a href="${path}" aria-label="View Details of ${business.name}" class="card-more">View Details</a>`,
  ]}</article>`;
}

/** The cards of one page of a list, as one static element (components/ui/markup.ts): a list
 * page hydrates one node for them, with every card in the server HTML. */
export function BusinessGrid({
  businesses,
  now,
  heading = 'h2',
}: {
  businesses: CardBusiness[];
  now: Date;
  /** h2 directly under a page's h1; h3 inside a titled section. */
  heading?: HeadingLevel;
}) {
  const cards = businesses.map(
    (business) => markup`<li>${businessCard(business, now, heading)}</li>`,
  );
  return (
    <ul
      className="card-grid grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
      dangerouslySetInnerHTML={innerHtml(cards)}
    />
  );
}
