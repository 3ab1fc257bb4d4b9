import { isOpenAt, parseOpeningHours, type OpeningHoursText } from '@/lib/hours';

/**
 * 'Open Now' or 'Closed' at render time in Europe/London; nothing when the hours do not say
 * (showing "Closed" for unknown hours would be a claim the data does not make). Pages are
 * cached for up to 5 minutes, so the badge can lag a change of state by that much.
 */
export function OpenStatus({ hours, now }: { hours: OpeningHoursText; now: Date }) {
  const open = isOpenAt(parseOpeningHours(hours), now);
  if (open === null) return null;
  return open ? (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-emerald-600" />
      Open Now
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-800">
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-rose-600" />
      Closed
    </span>
  );
}
