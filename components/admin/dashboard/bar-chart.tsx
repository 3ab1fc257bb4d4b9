import { formatAdminNumber, formatCount } from '@/lib/format';
import type { ChartBar } from '@/lib/data/admin/dashboard';

/** Bars as list items with text labels and values: screen readers and no-JS read the numbers. */
export function BarChart({
  title,
  bars,
  empty,
}: {
  title: string;
  bars: ChartBar[];
  empty: string;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const headingId = `chart-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {bars.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-4 space-y-2">
          {bars.map((bar) => (
            <li
              key={bar.label}
              className="grid grid-cols-[8rem_1fr_3.5rem] items-center gap-3 text-sm"
            >
              <span className="truncate text-slate-700" title={bar.label}>
                {bar.label}
              </span>
              <span className="h-3 rounded-full bg-slate-100" aria-hidden="true">
                <span
                  className="block h-3 rounded-full bg-brand-600"
                  style={{ width: `${(bar.value / max) * 100}%` }}
                />
              </span>
              <span
                className="text-right font-medium text-slate-900 tabular-nums"
                title={formatCount(bar.value)}
              >
                {formatAdminNumber(bar.value)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
