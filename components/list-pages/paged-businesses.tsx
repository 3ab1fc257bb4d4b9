import type { ComponentProps } from 'react';
import { BusinessGrid } from '@/components/listing/business-card';
import { Pagination } from '@/components/listing/pagination';
import { totalPagesFor } from '@/lib/urls/pagination';
import { withPage } from '@/lib/urls/paths';

/** One page of a list's cards and its pagination, each page at `withPage(path, n)`. */
export function PagedBusinesses({
  businesses,
  now,
  page,
  totalCount,
  path,
}: ComponentProps<typeof BusinessGrid> & { page: number; totalCount: number; path: string }) {
  return (
    <>
      <BusinessGrid businesses={businesses} now={now} />
      <Pagination
        page={page}
        totalPages={totalPagesFor(totalCount)}
        hrefFor={(n) => withPage(path, n)}
      />
    </>
  );
}
