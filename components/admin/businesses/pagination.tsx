import Link from 'next/link';

const MAX_PAGE_BUTTONS = 5;

/** The spec's pager: at most five numbered pages around the current one, plus previous/next. */
export function pageWindow(page: number, totalPages: number) {
  const start = Math.max(1, Math.min(page - 2, totalPages - MAX_PAGE_BUTTONS + 1));
  const end = Math.min(totalPages, start + MAX_PAGE_BUTTONS - 1);
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
}

type Props = { page: number; totalPages: number; href: (page: number) => string };

export function Pagination({ page, totalPages, href }: Props) {
  if (totalPages <= 1) return null;
  const linkClass = 'min-w-10 rounded-lg border px-3 py-2 text-center text-sm font-medium';
  const idle = `${linkClass} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;
  return (
    <nav aria-label="Business table pages" className="flex flex-wrap items-center gap-2">
      {page > 1 && (
        <Link href={href(page - 1)} className={idle}>
          Previous
        </Link>
      )}
      {pageWindow(page, totalPages).map((n) =>
        n === page ? (
          <span
            key={n}
            aria-current="page"
            className={`${linkClass} border-brand-700 bg-brand-700 text-white`}
          >
            {n}
          </span>
        ) : (
          <Link key={n} href={href(n)} className={idle} aria-label={`Page ${n}`}>
            {n}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link href={href(page + 1)} className={idle}>
          Next
        </Link>
      )}
    </nav>
  );
}
