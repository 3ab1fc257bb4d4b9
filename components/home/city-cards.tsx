import { ArrowRightIcon, BuildingIcon } from '@/components/ui/icons';
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
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {cities.map((city, index) => (
        <li key={city.id}>
          <a
            href={cityPath(city.id)}
            className={`group flex h-full flex-col rounded-xl border p-5 transition-shadow hover:shadow-md ${CARD_STYLES[index % CARD_STYLES.length]}`}
          >
            <BuildingIcon className="h-6 w-6" />
            <span className="mt-3 text-lg font-semibold">{city.name}</span>
            <span className="mt-1 text-sm">{formatCount(city.businessCount)} local businesses</span>
            <ArrowRightIcon className="mt-3 h-4 w-4 transition-transform group-hover:translate-x-1" />
          </a>
        </li>
      ))}
    </ul>
  );
}
