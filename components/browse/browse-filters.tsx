import { SearchIcon, SlidersIcon } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button';
import { kmToMiles, RADIUS_MILES } from '@/lib/geo/distance';
import { milesText } from '@/lib/search/describe';
import { activeFilterCount, type BrowseParams } from '@/lib/search/browse-params';
import { AutoSubmitSelect } from './auto-submit-select';
import { NearMeButton } from './near-me-button';

const FIELD =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700';
const SMALL_FIELD =
  'h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700';
const CHECK = 'inline-flex items-center gap-2 text-sm text-slate-800';

/** The yes-or-no filters of lib/search/query.ts, each a box that sends `true`. */
const FLAGS = [
  ['hasWebsite', 'Has website'],
  ['hasPhone', 'Has phone'],
  ['acceptsCards', 'Accepts cards'],
] as const;

const RATINGS = [3, 3.5, 4, 4.5];

// A plain GET form (no JS needed; see listing/pagination.tsx for why not next/form). It never
// sends `page`, so a new search starts at page 1; on phones the filters fold into a disclosure.
export function BrowseFilters({
  params,
  categories,
  hasPoint,
  searched,
}: {
  params: BrowseParams;
  categories: { slug: string; category: string }[];
  /** Whether the search has a point to measure from (distance order and radius apply). */
  hasPoint: boolean;
  /** What the search covered when no radius was chosen: a circle (km) or a place. */
  searched?: { radiusKm?: number; placeLabel?: string };
}) {
  // The control sends miles; an older link's radiusKm shows as an option of its own.
  const fromKm =
    params.radiusMiles === undefined && params.radiusKm !== undefined
      ? Math.round(kmToMiles(params.radiusKm) * 100) / 100
      : undefined;
  const chosen = params.radiusMiles ?? fromKm;
  const automatic =
    searched?.radiusKm !== undefined
      ? `Up to ${milesText(searched.radiusKm)}`
      : searched?.placeLabel
        ? `In ${searched.placeLabel}`
        : 'Any distance';
  const active = activeFilterCount(params);
  return (
    <form
      action="/businesses"
      role="search"
      aria-label="Search businesses"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-[2fr_1.3fr_auto] sm:p-4"
    >
      <label className="block">
        <span className="sr-only">What business are you looking for?</span>
        <input
          type="search"
          name="q"
          defaultValue={params.q}
          placeholder="What business are you looking for?"
          className={FIELD}
        />
      </label>
      <label className="block">
        <span className="sr-only">Location</span>
        <input
          type="text"
          name="location"
          defaultValue={params.location}
          placeholder="City, County or Postcode"
          className={FIELD}
        />
      </label>
      <button type="submit" className={buttonClasses({ size: 'lg' })}>
        <SearchIcon className="h-5 w-5" />
        Search
      </button>
      <details className="open-from-sm sm:col-span-full">
        <summary className={`${buttonClasses({ variant: 'secondary', size: 'lg' })} w-full`}>
          <SlidersIcon className="h-5 w-5" />
          Filters ({active})
        </summary>
        <div className="mt-3 grid gap-3 sm:mt-0 sm:grid-cols-[minmax(0,24rem)_auto_1fr]">
          <label className="block">
            <span className="sr-only">Category</span>
            <AutoSubmitSelect
              name="category"
              defaultValue={params.category || 'all'}
              className={FIELD}
            >
              <option value="all">All Categories</option>
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.category}
                </option>
              ))}
            </AutoSubmitSelect>
          </label>
          <NearMeButton className={buttonClasses({ variant: 'secondary', size: 'lg' })} />
          <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2 sm:col-span-full">
            <legend className="sr-only">Filter and sort</legend>
            {params.near ? <input type="hidden" name="near" value={params.near} /> : null}
            <label className={CHECK}>
              Within
              <AutoSubmitSelect
                name="radiusMiles"
                defaultValue={chosen ?? ''}
                className={SMALL_FIELD}
              >
                <option value="">{automatic}</option>
                {RADIUS_MILES.map((miles) => (
                  <option key={miles} value={miles}>
                    {miles} {miles === 1 ? 'mile' : 'miles'}
                  </option>
                ))}
                {fromKm !== undefined && !(RADIUS_MILES as readonly number[]).includes(fromKm) ? (
                  <option value={fromKm}>{params.radiusKm} km</option>
                ) : null}
              </AutoSubmitSelect>
            </label>
            <label className={CHECK}>
              Rating
              <AutoSubmitSelect
                name="minRating"
                defaultValue={params.minRating ?? ''}
                className={SMALL_FIELD}
              >
                <option value="">Any</option>
                {RATINGS.map((rating) => (
                  <option key={rating} value={rating}>
                    {rating}+ stars
                  </option>
                ))}
              </AutoSubmitSelect>
            </label>
            <label className={CHECK}>
              <input
                type="checkbox"
                name="open"
                value="now"
                defaultChecked={params.open === 'now'}
              />
              Open now
            </label>
            {FLAGS.map(([name, label]) => (
              <label key={name} className={CHECK}>
                <input type="checkbox" name={name} value="true" defaultChecked={params[name]} />
                {label}
              </label>
            ))}
            <label className={CHECK}>
              Sort by
              <AutoSubmitSelect
                name="sort"
                defaultValue={params.sort ?? ''}
                className={SMALL_FIELD}
              >
                <option value="">Best match</option>
                <option value="rating">Highest rated</option>
                <option value="reviews">Most reviewed</option>
                <option value="name">Name</option>
                {hasPoint || params.sort === 'distance' ? (
                  <option value="distance">Nearest</option>
                ) : null}
              </AutoSubmitSelect>
            </label>
          </fieldset>
        </div>
      </details>
    </form>
  );
}
