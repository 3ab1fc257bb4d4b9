import { innerHtml, markup } from '@/components/ui/markup';
import type { ChainView } from './detail-view';

/** "Part of {brand} · N locations" and the nearest other branches; nothing outside a chain. */
export function ChainBranches({ chain }: { chain: ChainView | null }) {
  if (!chain) return null;
  const { heading, branches } = chain;
  return (
    <section
      aria-labelledby="chain-heading"
      className="rounded-xl border border-slate-200 p-5"
      data-testid="chain-branches"
    >
      <h2 id="chain-heading" className="font-semibold text-slate-900">
        {heading}
      </h2>
      {branches.length > 0 ? (
        <>
          <p className="mt-1 text-sm text-slate-600">Nearest other branches</p>
          {/* The branches as one static element (components/ui/markup.ts). */}
          <ul
            className="mt-3 space-y-2 text-sm"
            dangerouslySetInnerHTML={innerHtml(
              branches.map(
                (branch) =>
                  markup`<li class="flex items-baseline justify-between gap-3"><a href="${branch.href}" class="font-medium text-brand-700 hover:underline">${branch.name}${branch.city ? markup`<span class="text-slate-600">, ${branch.city}</span>` : null}</a>${branch.distance !== null ? markup`<span class="shrink-0 text-slate-600">${branch.distance}</span>` : null}</li>`,
              ),
            )}
          />
        </>
      ) : null}
    </section>
  );
}
