import Link from 'next/link';
import type { AdminBusinessRow } from '@/lib/data/admin/businesses';
import { formatRating } from '@/lib/format';
import { RowActions } from './row-actions';

export function BusinessTable({ businesses }: { businesses: AdminBusinessRow[] }) {
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
        <caption className="sr-only">Businesses, newest first</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            {['Name', 'Category', 'City', 'Phone', 'Rating', 'Status', 'Actions'].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {businesses.map((business) => (
            <tr key={business.id}>
              <td className="px-4 py-3 font-medium text-slate-900">
                <Link href={`/details/${business.slug}`} className="hover:underline">
                  {business.name}
                </Link>
              </td>
              <td className="px-4 py-3 text-slate-700">{business.category}</td>
              <td className="px-4 py-3 text-slate-700">{business.city ?? '—'}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {business.phone ?? '—'}
              </td>
              <td className="px-4 py-3 text-slate-700 tabular-nums">
                {formatRating(business.rating)}
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
