import { iconMarkup } from '@/components/ui/icon-markup';
import { innerHtml, markup } from '@/components/ui/markup';
import { starsMarkup } from '@/components/ui/star-rating';
import { formatCount } from '@/lib/format';
import type { BusinessDto } from '@/lib/data/business-dto';
import { getRecommendedBusinesses } from '@/lib/data/businesses';
import { businessPlace } from '@/lib/seo/page-seo/business';
import { businessPath } from '@/lib/urls/paths';

/** Home top businesses (spec §9). */
export const HOME_TOP_BUSINESS_COUNT = 6;

function topBusinessCard(business: BusinessDto) {
  const place = businessPlace(business);
  const stars = starsMarkup(business.rating);
  return markup`<article class="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">${[
    markup`<p class="text-xs font-semibold tracking-wide text-brand-700 uppercase">${business.category}</p>`,
    markup`<h3 class="mt-2 text-lg leading-snug font-semibold">${business.name}</h3>`,
    markup`<div class="mt-3 flex items-center gap-2"><span class="stars"${stars.attributes}>${stars.text}</span><span class="text-sm text-slate-600">(${formatCount(business.reviewCount)} reviews)</span></div>`,
    place
      ? markup`<p class="mt-2 flex items-center gap-1.5 text-sm text-slate-600">${iconMarkup('pin', 'h-4 w-4 shrink-0')}${place}</p>`
      : null,
    markup`<a href="${businessPath(business)}" class="mt-auto inline-flex items-center pt-5 text-sm font-semibold text-brand-700 hover:underline">View Details<span class="sr-only"> of ${business.name}</span></a>`,
  ]}</article>`;
}

/** The cards as one static element (components/ui/markup.ts): home hydrates one node for them. */
export async function TopBusinesses() {
  const businesses = await getRecommendedBusinesses(HOME_TOP_BUSINESS_COUNT);
  const cards = businesses.map((business) => markup`<li>${topBusinessCard(business)}</li>`);
  return (
    <ul
      className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
      dangerouslySetInnerHTML={innerHtml(cards)}
    />
  );
}
