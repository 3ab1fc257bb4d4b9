import { innerHtml, markup } from '@/components/ui/markup';
import { pageNumbers } from '@/lib/urls/pagination';

// Previous/Next, 'Page X of Y' and numbered pages, so every page is two clicks away. Plain
// anchors: `?page=N` is served by another route, which Next's client router would not tell apart.
// The numbers are one static element (components/ui/markup.ts): a long list hydrates as one node.
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
  const pageItem = (n: number) =>
    n === page
      ? markup`<li><span class="page-number page-current">${n}</span></li>`
      : markup`<li><a href="${hrefFor(n)}" class="page-number" aria-label="Page ${n}">${n}</a></li>`;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav aria-label="Pagination" className="mt-10 phone-deferred [--phone-height:372px]">
      <div className="flex items-center justify-between gap-4">
        {hasPrevious ? (
          <a href={hrefFor(Math.min(page - 1, totalPages))} rel="prev" className="page-step">
            Previous
          </a>
        ) : (
          <span aria-disabled="true" className="page-step-off">
            Previous
          </span>
        )}
        <p className="text-sm text-slate-700" aria-current="page">
          {`Page ${page} of ${totalPages}`}
        </p>
        {hasNext ? (
          <a href={hrefFor(page + 1)} rel="next" className="page-step">
            Next
          </a>
        ) : (
          <span aria-disabled="true" className="page-step-off">
            Next
          </span>
        )}
      </div>
      <ol
        className="mt-4 flex flex-wrap justify-center gap-1"
        dangerouslySetInnerHTML={innerHtml(pageNumbers(page, totalPages).map(pageItem))}
      />
    </nav>
  );
}
