import { divisionOf, upcomingBankHoliday } from '@/lib/hours/bank-holidays';

const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** The next bank holiday of the business's division within 14 days: "Mon 30 Nov, St Andrew’s Day". */
export function BankHolidayNote({
  place,
  now,
}: {
  place: { zipCode?: string | null; country?: string | null };
  now: Date;
}) {
  const holiday = upcomingBankHoliday(divisionOf(place), now);
  if (!holiday) return null;
  // "Mon, 30 Nov" in en-GB: the comma goes, as the wording has it.
  const day = DAY.format(new Date(`${holiday.date}T00:00:00Z`)).replace(',', '');
  return (
    <p className="mt-3 text-sm text-slate-700" data-testid="bank-holiday-note">
      {day}, {holiday.title}: hours may differ
    </p>
  );
}
