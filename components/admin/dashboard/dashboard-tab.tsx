import { getAdminDashboard } from '@/lib/data/admin/dashboard';
import { formatAdminNumber, formatCount } from '@/lib/format';
import { BarChart } from './bar-chart';

export async function DashboardTab() {
  const { statistics, businessesPerGroup, topCities, importsOverTime } = await getAdminDashboard();
  const cards = [
    { label: 'Total Businesses', value: statistics.totalBusinesses },
    { label: 'Verified Businesses', value: statistics.verifiedBusinesses },
    { label: 'Categories', value: statistics.categories },
    { label: 'Cities', value: statistics.totalCities },
    { label: 'Imports', value: statistics.totalImports },
    { label: 'Pending reports', value: statistics.pendingReports },
  ];
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {cards.map((card) => (
          <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-5">
            <dt className="text-sm text-slate-600">{card.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900" title={formatCount(card.value)}>
              {formatAdminNumber(card.value)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <BarChart
          title="Businesses per category group"
          bars={businessesPerGroup}
          empty="No businesses yet."
        />
        <BarChart title="Top 10 cities" bars={topCities} empty="No businesses yet." />
        <BarChart
          title="Imports over time (businesses imported per day)"
          bars={importsOverTime}
          empty="No imports yet."
        />
      </div>
    </div>
  );
}
