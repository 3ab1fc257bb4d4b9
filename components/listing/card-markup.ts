import { lazyFallbackImage } from '@/components/business/fallback-image';
import { verifiedBadge } from '@/components/business/verified-badge';
import { markup } from '@/components/ui/markup';
import { starsMarkup } from '@/components/ui/star-rating';
import { formatCount } from '@/lib/format';

export type HeadingLevel = 'h2' | 'h3';
export type Badge = { className: string; label: string };

/** What a card shows, worked out on the server (business-card.tsx). A page's payload carries
 * these fields rather than the card's markup, which CardGrid builds from them (issue 47). */
export type CardView = {
  path: string;
  name: string;
  category: string;
  photo: string | null;
  /** The category picture laid under the photo, or shown instead of it. */
  picture: string;
  verified: boolean;
  status: Badge | null;
  rating: number | null;
  reviewCount: number;
  /** The town (and distance), when known. */
  place: string | null;
  phone: { href: string; text: string } | null;
  summary: string | null;
};

function badge(status: Badge | null) {
  return status && markup`<span class="${status.className}">${status.label}</span>`;
}

function cardRating({ rating, reviewCount }: CardView) {
  const stars = starsMarkup(rating);
  const reviews = `(${formatCount(reviewCount)} ${reviewCount === 1 ? 'review' : 'reviews'})`;
  return markup`<p class="card-rating stars"${stars.attributes}>${stars.text}${reviews}</p>`;
}

/** Where and how to call: the place (and distance) and the phone, when known. */
function cardLine({ place, phone }: CardView) {
  if (!place && !phone) return null;
  const call = phone && markup`<a href="${phone.href}" class="card-phone">${phone.text}</a>`;
  return markup`<p class="${place ? 'card-line card-place' : 'card-line'}">${place}${call}</p>`;
}

/** One business in a list: what a visitor compares before opening the detail page. Icons, stars
 * and badge dots are drawn by the stylesheet; the thumbnail is decorative (the heading names it). */
export function cardMarkup(card: CardView, heading: HeadingLevel) {
  const thumbnail = lazyFallbackImage(
    card.photo ? { src: card.photo, alt: '' } : null,
    { src: card.picture, alt: '' },
    { width: 72, height: 72, className: 'card-thumb' },
  );
  return markup`<article class="card">${[
    thumbnail,
    markup`<div class="card-tags"><p class="card-category">${card.category}</p>${badge(verifiedBadge(card.verified))}${badge(card.status)}</div>`,
    markup`<${heading} class="card-title"><a href="${card.path}">${card.name}</a></${heading}>`,
    cardRating(card),
    cardLine(card),
    card.summary ? markup`<p class="card-summary">${card.summary}</p>` : null,
    markup`<a href="${card.path}" aria-label="View Details of ${card.name}" class="card-more">View Details</a>`,
  ]}</article>`;
}
