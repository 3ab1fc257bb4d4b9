import { formatCount } from '@/lib/format';
import { getStatistics } from '@/lib/data/summaries';

/** The footer's statistics strip, with locale thousands separators. */
export async function FooterStats() {
  const stats = await getStatistics();
  const items = [
    { label: 'Total Businesses', value: stats.totalBusinesses },
    { label: 'Verified Businesses', value: stats.verifiedBusinesses },
    { label: 'Categories', value: stats.categories },
    { label: 'Cities', value: stats.totalCities },
  ];
  return (
    <dl className="grid grid-cols-2 gap-6 border-y border-slate-800 py-8 text-center md:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse">
          <dt className="mt-1 text-sm text-slate-400">{item.label}</dt>
          <dd className="text-2xl font-bold text-white">{formatCount(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
