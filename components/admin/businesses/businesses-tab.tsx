import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import {
  ADMIN_PAGE_SIZE,
  adminListQuerySchema,
  defaultDirection,
  listAdminBusinesses,
  type AdminListQuery,
  type AdminSort,
} from '@/lib/data/admin/businesses';
import { getCountrySummaries } from '@/lib/data/summaries';
import { formatCount } from '@/lib/format';
import { BusinessTable } from './business-table';
import { DeleteAllButton } from './delete-all-button';
import { ExportButton } from './export-button';
import { Pagination } from './pagination';

type Props = { basePath: string; searchParams: Record<string, string | string[] | undefined> };

export async function BusinessesTab({ basePath, searchParams }: Props) {
  // A hand-edited URL with a bad page falls back to the first page rather than an error.
  const parsed = adminListQuerySchema.safeParse(searchParams);
  const query = parsed.success ? parsed.data : adminListQuerySchema.parse({});
  const [{ businesses, totalCount, totalPages, page, sort, dir }, countries] = await Promise.all([
    listAdminBusinesses(query),
    getCountrySummaries(),
  ]);
  // Links keep the search, the import filter and the order; only what changes is given.
  const listHref = (change: Partial<AdminListQuery>) => {
    const next = { ...query, sort, dir, page: 1, ...change };
    const params = new URLSearchParams({ tab: 'businesses' });
    if (next.q) params.set('q', next.q);
    if (next.import) params.set('import', next.import);
    if (next.sort !== 'added' || next.dir !== defaultDirection(next.sort)) {
      params.set('sort', next.sort);
      params.set('dir', next.dir);
    }
    if (next.page > 1) params.set('page', String(next.page));
    return `${basePath}?${params}`;
  };
  const href = (n: number) => listHref({ page: n });
  // A header sorts by its column in its natural direction, or turns the current order round.
  const sortHref = (column: AdminSort) =>
    listHref({
      sort: column,
      dir: column === sort ? (dir === 'asc' ? 'desc' : 'asc') : defaultDirection(column),
    });
  const first = totalCount === 0 ? 0 : (page - 1) * ADMIN_PAGE_SIZE + 1;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <form role="search" action={basePath} className="flex gap-2">
          <input type="hidden" name="tab" value="businesses" />
          <label htmlFor="admin-search" className="sr-only">
            Search businesses
          </label>
          <input
            id="admin-search"
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder="Name, category, city or place id"
            className="w-72 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
            Search
          </button>
        </form>
        <div className="flex flex-wrap items-end gap-2">
          <ExportButton countries={countries.map((c) => c.country)} />
          <DeleteAllButton />
        </div>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {totalCount === 0
          ? 'No businesses'
          : `Showing ${formatCount(first)}–${formatCount(first + businesses.length - 1)} of ${formatCount(totalCount)}`}
        {query.q && ` matching “${query.q}”`}
        {query.import && (
          <>
            {' added by one import · '}
            <Link href={listHref({ import: undefined })} className="text-brand-700 underline">
              Show every business
            </Link>
          </>
        )}
      </p>
      <BusinessTable businesses={businesses} sort={sort} dir={dir} sortHref={sortHref} />
      <Pagination page={page} totalPages={totalPages} href={href} />
    </div>
  );
}
