import { innerHtml, markup } from '@/components/ui/markup';
import { formatHomeNumber } from '@/lib/format';
import type { getDirectoryCountryCounts, getStatistics } from '@/lib/data/summaries';

type Statistics = Awaited<ReturnType<typeof getStatistics>>;
type CountryCounts = Awaited<ReturnType<typeof getDirectoryCountryCounts>>;

/** The headline figures in the home format (1.2M, 12k), for the directory's own country, as
 * one static element (components/ui/markup.ts). */
export function StatsTiles({ stats, country }: { stats: Statistics; country: CountryCounts }) {
  const tiles = [
    { label: 'British Businesses', value: country.businesses },
    { label: 'Verified Companies', value: stats.verifiedBusinesses },
    { label: 'Business Categories', value: stats.categories },
    { label: 'UK Towns Covered', value: country.towns },
  ];
  return (
    <section aria-label="Directory statistics" className="relative z-10 -mt-10 px-4 sm:px-6">
      <dl
        className="mx-auto grid max-w-5xl grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200 md:grid-cols-4 md:p-6"
        dangerouslySetInnerHTML={innerHtml(
          tiles.map(
            (tile) =>
              markup`<div class="flex flex-col-reverse items-center text-center"><dt class="mt-1 text-sm text-slate-600">${tile.label}</dt><dd class="text-3xl font-bold text-brand-700">${formatHomeNumber(tile.value)}</dd></div>`,
          ),
        )}
      />
    </section>
  );
}
