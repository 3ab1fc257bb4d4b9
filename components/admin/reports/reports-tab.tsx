import { z } from 'zod';
import { formatCount } from '@/lib/format';
import { listReports } from '@/lib/reports/admin';
import { Pagination } from '../businesses/pagination';
import { ReportListingCard } from './report-listing-card';

const pageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);

type Props = { basePath: string; searchParams: Record<string, string | string[] | undefined> };

/** Pending visitor reports and import conflicts, grouped by listing, the longest waiting first. */
export async function ReportsTab({ basePath, searchParams }: Props) {
  const { listings, total, page, perPage } = await listReports(pageSchema.parse(searchParams.page));
  const href = (n: number) => `${basePath}?tab=reports${n > 1 ? `&page=${n}` : ''}`;
  return (
    <section aria-labelledby="reports-heading" className="space-y-4">
      <div>
        <h2 id="reports-heading" className="text-xl font-semibold text-slate-900">
          Reports
        </h2>
        <p className="text-sm text-slate-600">
          {total === 0
            ? 'No pending reports. Visitors report problems from each listing’s page.'
            : `${formatCount(total)} ${total === 1 ? 'listing has' : 'listings have'} pending reports. Nothing changes until you accept one.`}
        </p>
      </div>
      {listings.map((listing) => (
        <ReportListingCard key={listing.business.id} listing={listing} />
      ))}
      <Pagination page={page} totalPages={Math.ceil(total / perPage)} href={href} />
    </section>
  );
}
