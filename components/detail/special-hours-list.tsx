import type { HoursView } from './detail-view';

/** The admin's special hours over the next 14 days: "Fri 25 Dec – Sat 26 Dec: Closed". */
export function SpecialHoursList({ entries }: { entries: HoursView['special'] }) {
  if (entries.length === 0) return null;
  return (
    <div className="mt-3" data-testid="special-hours">
      <h3 className="text-sm font-semibold">Special hours</h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {entries.map((entry) => (
          <li key={entry.key}>{entry.text}</li>
        ))}
      </ul>
    </div>
  );
}
