import { z } from 'zod';
import { formatCount } from '@/lib/format';
import {
  GAP_MIN_BUSINESSES,
  GAP_TOWNS,
  STALE_DAYS,
  getCoverage,
  type CoverageRow,
} from '@/lib/quality/coverage';
import { Pagination } from '../businesses/pagination';

const querySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  town: z.string().trim().max(100).catch(''),
});

type Props = { basePath: string; searchParams: Record<string, string | string[] | undefined> };

const share = (part: number, total: number) =>
  total === 0 ? '—' : `${Math.round((part / total) * 100)} %`;

const SHARES: readonly [string, (row: CoverageRow) => number][] = [
  ['Phone', (row) => row.withPhone],
  ['Website', (row) => row.withWebsite],
  ['Hours', (row) => row.withHours],
  ['Coordinates', (row) => row.withCoords],
];

/** Where the directory is thin: per town × category group, and the gaps as scraper queries. */
export async function CoverageTab({ basePath, searchParams }: Props) {
  const query = querySchema.parse({ page: searchParams.page, town: searchParams.town ?? '' });
  const { totals, rows, page, pageCount } = await getCoverage(query);
  const href = (n: number) => {
    const params = new URLSearchParams({ tab: 'coverage' });
    if (query.town) params.set('town', query.town);
    if (n > 1) params.set('page', String(n));
    return `${basePath}?${params}`;
  };
  return (
    <section aria-labelledby="coverage-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="coverage-heading" className="text-xl font-semibold text-slate-900">
            Coverage and gaps
          </h2>
          <p className="text-sm text-slate-600">
            Gaps: every category with fewer than {GAP_MIN_BUSINESSES} businesses, or under half with
            hours, in the {GAP_TOWNS} largest towns.
          </p>
        </div>
        <a
          href="/api/admin/coverage/gaps"
          download
          className="inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50"
        >
          Download gaps (CSV)
        </a>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Whole directory">
        {[
          ['Businesses', formatCount(totals.total)],
          ['With phone', share(totals.withPhone, totals.total)],
          ['With website', share(totals.withWebsite, totals.total)],
          ['With hours', share(totals.withHours, totals.total)],
          ['With coordinates', share(totals.withCoords, totals.total)],
          [`Not confirmed for ${STALE_DAYS} days`, formatCount(totals.stale)],
          ['Phones that did not parse', formatCount(totals.badPhone)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <form role="search" action={basePath} className="flex gap-2">
        <input type="hidden" name="tab" value="coverage" />
        <label htmlFor="coverage-town" className="sr-only">
          Town
        </label>
        <input
          id="coverage-town"
          name="town"
          defaultValue={query.town}
          placeholder="Filter by town"
          className="h-10 rounded-lg border border-slate-300 px-3 text-sm"
        />
        <button
          type="submit"
          className="h-10 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white"
        >
          Filter
        </button>
      </form>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Coverage per town and category group</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Town
              </th>
              <th scope="col" className="py-2 pr-3">
                Category group
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Businesses
              </th>
              {SHARES.map(([label]) => (
                <th key={label} scope="col" className="py-2 pr-3 text-right">
                  {label}
                </th>
              ))}
              <th scope="col" className="py-2 pr-3 text-right">
                Unparsed phones
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.cityKey}-${row.categoryGroup}`} className="border-t border-slate-100">
                <td className="py-1 pr-3">{row.city ?? '(no town)'}</td>
                <td className="py-1 pr-3">{row.categoryGroup}</td>
                <td className="py-1 pr-3 text-right">{formatCount(row.total)}</td>
                {SHARES.map(([label, count]) => (
                  <td key={label} className="py-1 pr-3 text-right">
                    {share(count(row), row.total)}
                  </td>
                ))}
                <td className="py-1 pr-3 text-right">{formatCount(row.badPhone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && (
          <p className="py-4 text-sm text-slate-600">No businesses here yet.</p>
        )}
      </div>
      <Pagination page={page} totalPages={pageCount} href={href} />
    </section>
  );
}
