import { divisionOf, upcomingBankHoliday } from '@/lib/hours/bank-holidays';
import { shortDay } from '@/lib/hours/special-hours';

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
  return (
    <p className="hours-note" data-testid="bank-holiday-note">
      {`${shortDay(holiday.date)}, ${holiday.title}: hours may differ`}
    </p>
  );
}
