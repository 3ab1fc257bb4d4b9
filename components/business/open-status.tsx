import { isOpenAt, parseOpeningHours, type OpeningHoursText } from '@/lib/hours';

/**
 * 'Open Now' or 'Closed' at render time in the business's own zone (Europe/London if none);
 * nothing when the hours do not say (showing "Closed" for unknown hours would be a claim the
 * data does not make). Pages are cached for up to 5 minutes, so the badge can lag a change of
 * state by that much.
 */
export function OpenStatus({
  hours,
  now,
  timeZone,
}: {
  hours: OpeningHoursText;
  now: Date;
  timeZone?: string;
}) {
  const open = isOpenAt(parseOpeningHours(hours), now, timeZone);
  if (open === null) return null;
  return (
    <span className={open ? 'badge badge-good badge-dot' : 'badge badge-bad badge-dot'}>
      {open ? 'Open Now' : 'Closed'}
    </span>
  );
}
