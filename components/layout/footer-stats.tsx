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
    <dl className="footer-stats">
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{formatCount(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
