import Link from 'next/link';
import type { AdminBusinessRow, AdminSort } from '@/lib/data/admin/businesses';
import { formatRating } from '@/lib/format';
import { displayPhone } from '@/lib/phone';
import { RowActions } from './row-actions';

type Column = { heading: string; sort?: AdminSort };
const COLUMNS: Column[] = [
  { heading: 'Name', sort: 'name' },
  { heading: 'Category', sort: 'category' },
  { heading: 'City', sort: 'city' },
  { heading: 'Phone' },
  { heading: 'Rating', sort: 'rating' },
  { heading: 'Added', sort: 'added' },
  { heading: 'Status' },
  { heading: 'Actions' },
];

/** How the table's order reads, for its caption: "Name, A to Z". */
export function orderText(sort: AdminSort, dir: 'asc' | 'desc') {
  const heading = COLUMNS.find((column) => column.sort === sort)!.heading;
  const words: Record<AdminSort, [string, string]> = {
    name: ['A to Z', 'Z to A'],
    category: ['A to Z', 'Z to A'],
    city: ['A to Z', 'Z to A'],
    rating: ['lowest first', 'highest first'],
    added: ['oldest first', 'newest first'],
  };
  return `${heading}, ${words[sort][dir === 'asc' ? 0 : 1]}`;
}

const added = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

type Props = {
  businesses: AdminBusinessRow[];
  sort: AdminSort;
  dir: 'asc' | 'desc';
  sortHref: (sort: AdminSort) => string;
};

/** The admin table; each sortable header is a link, so sorting works without JavaScript. */
export function BusinessTable({ businesses, sort, dir, sortHref }: Props) {
  if (businesses.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
        No businesses found.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="px-4 py-2 text-left text-sm text-slate-600">
          Sorted by {orderText(sort, dir)}
        </caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            {COLUMNS.map(({ heading, sort: column }) => {
              const active = column === sort;
              return (
                <th
                  key={heading}
                  scope="col"
                  className="px-4 py-3 font-semibold"
                  aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column ? (
                    <Link
                      href={sortHref(column)}
                      className={`inline-flex items-center gap-1 hover:underline ${active ? 'text-slate-900' : ''}`}
                    >
                      {heading}
                      <span aria-hidden="true">{active ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                    </Link>
                  ) : (
                    heading
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {businesses.map((business) => (
            <tr key={business.id}>
              <td className="px-4 py-3">
                {/* No prefetch: each would be a cold public render, 50 per table view. */}
                <Link
                  href={`/details/${business.slug}`}
                  prefetch={false}
                  className="font-medium text-slate-900 hover:underline"
                >
                  {business.name}
                </Link>
                <Link
                  href={`/details/${business.slug}`}
                  prefetch={false}
                  className="block text-xs text-brand-700 hover:underline"
                  aria-label={`Public page of ${business.name}`}
                >
                  /details/{business.slug}
                </Link>
              </td>
              <td className="px-4 py-3 text-slate-700">{business.category}</td>
              <td className="px-4 py-3 text-slate-700">{business.city ?? '—'}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {business.phone ? displayPhone(business.phone, business.country).text : '—'}
              </td>
              <td className="px-4 py-3 text-slate-700 tabular-nums">
                {formatRating(business.rating)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <time dateTime={business.createdAt}>
                  {added.format(new Date(business.createdAt))}
                </time>
              </td>
              <td className="px-4 py-3">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    business.isVerified
                      ? 'bg-green-100 text-green-800'
                      : 'bg-amber-100 text-amber-800'
                  }`}
                >
                  {business.isVerified ? 'Verified' : 'Pending'}
                </span>
              </td>
              <td className="px-4 py-3">
                <RowActions business={business} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
