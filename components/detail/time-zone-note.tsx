import { UK_TIME_ZONE } from '@/lib/hours/time-zone';

/** Names the zone of the hours when it is not the UK's ("America/Chicago" -> "America/Chicago time"). */
export function TimeZoneNote({ timeZone }: { timeZone?: string }) {
  if (!timeZone || timeZone === UK_TIME_ZONE) return null;
  return (
    <p className="mt-3 text-xs text-slate-600" data-testid="time-zone-note">
      Hours are local time for this business ({timeZone.replaceAll('_', ' ')}).
    </p>
  );
}
