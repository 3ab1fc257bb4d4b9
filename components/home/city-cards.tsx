import { iconMarkup } from '@/components/ui/icon-markup';
import { innerHtml, markup } from '@/components/ui/markup';
import { formatCount } from '@/lib/format';
import { getPopularCities } from '@/lib/data/summaries';
import { cityPath } from '@/lib/urls/paths';

/** Home city cards (spec §9). */
export const HOME_CITY_COUNT = 12;

/** The four card colour styles, cycled in order. */
const CARD_STYLES = [
  'border-blue-200 bg-blue-50 text-blue-900',
  'border-emerald-200 bg-emerald-50 text-emerald-900',
  'border-amber-200 bg-amber-50 text-amber-900',
  'border-rose-200 bg-rose-50 text-rose-900',
] as const;

export async function PopularCityCards() {
  const cities = await getPopularCities(HOME_CITY_COUNT);
  const cards = cities.map(
    (city, index) =>
      markup`<li><a href="${cityPath(city.id)}" class="group flex h-full flex-col rounded-xl border p-5 transition-shadow hover:shadow-md ${CARD_STYLES[index % CARD_STYLES.length]}">${[
        iconMarkup('building', 'h-6 w-6'),
        markup`<span class="mt-3 text-lg font-semibold">${city.name}</span>`,
        markup`<span class="mt-1 text-sm">${formatCount(city.businessCount)} local businesses</span>`,
        iconMarkup('arrow', 'mt-3 h-4 w-4 transition-transform group-hover:translate-x-1'),
      ]}</a></li>`,
  );
  // One static element (components/ui/markup.ts): home hydrates one node for the cards.
  return (
    <ul
      className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4"
      dangerouslySetInnerHTML={innerHtml(cards)}
    />
  );
}
