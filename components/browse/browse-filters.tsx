import { SearchIcon } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button';
import type { BrowseParams } from '@/lib/urls/browse-params';
import { AutoSubmitSelect } from './auto-submit-select';

const FIELD =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700';

/**
 * The browse search: a GET form, so it works without JavaScript and every result page has a
 * URL. It never sends `page`, so a new search or category starts at page 1. A plain form, not
 * next/form, for the reason listing/pagination.tsx gives for plain anchors.
 */
export function BrowseFilters({
  params,
  categories,
}: {
  params: BrowseParams;
  categories: { slug: string; category: string }[];
}) {
  return (
    <form
      action="/businesses"
      role="search"
      aria-label="Search businesses"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1.3fr_1.3fr_auto]"
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
      <label className="block">
        <span className="sr-only">Category</span>
        <AutoSubmitSelect name="category" defaultValue={params.category || 'all'} className={FIELD}>
          <option value="all">All Categories</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.category}
            </option>
          ))}
        </AutoSubmitSelect>
      </label>
      <button type="submit" className={buttonClasses({ size: 'lg' })}>
        <SearchIcon className="h-5 w-5" />
        Search
      </button>
    </form>
  );
}
