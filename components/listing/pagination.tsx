import { pageNumbers } from '@/lib/urls/pagination';

const LINK =
  'inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50';
const DISABLED =
  'inline-flex h-10 items-center rounded-lg border border-slate-200 px-4 text-sm font-semibold text-slate-600';
const NUMBER =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm text-slate-800 hover:bg-slate-100';

// Previous/Next, 'Page X of Y' and numbered pages, so every page is two clicks away. Plain
// anchors: `?page=N` is served by another route, which Next's client router would not tell apart.
export function Pagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1 && page <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav aria-label="Pagination" className="mt-10">
      <div className="flex items-center justify-between gap-4">
        {hasPrevious ? (
          <a href={hrefFor(Math.min(page - 1, totalPages))} rel="prev" className={LINK}>
            Previous
          </a>
        ) : (
          <span aria-disabled="true" className={DISABLED}>
            Previous
          </span>
        )}
        <p className="text-sm text-slate-700" aria-current="page">
          {`Page ${page} of ${totalPages}`}
        </p>
        {hasNext ? (
          <a href={hrefFor(page + 1)} rel="next" className={LINK}>
            Next
          </a>
        ) : (
          <span aria-disabled="true" className={DISABLED}>
            Next
          </span>
        )}
      </div>
      <ol className="mt-4 flex flex-wrap justify-center gap-1">
        {pageNumbers(page, totalPages).map((n) => (
          <li key={n}>
            {n === page ? (
              <span className={`${NUMBER} font-semibold text-brand-700`}>{n}</span>
            ) : (
              <a href={hrefFor(n)} className={NUMBER} aria-label={`Page ${n}`}>
                {n}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
