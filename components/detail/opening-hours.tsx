import { HoursText } from '@/components/business/hours-text';
import { OpenStatus } from '@/components/business/open-status';
import { ChevronDownIcon } from '@/components/ui/icons';
import { DAYS, dayInTimeZone, displayDayHours } from '@/lib/hours';
import { localDate } from '@/lib/hours/open-now';
import type { OpenStateSubject } from '@/lib/hours/open-state';
import { upcomingSpecialHours } from '@/lib/hours/special-hours';
import { BankHolidayNote } from './bank-holiday-note';
import { SpecialHoursList } from './special-hours-list';
import { TimeZoneNote } from './time-zone-note';

// The week as the data gives it, today (in the business's zone) highlighted, then the special
// hours of the next 14 days; phones show today with the week a tap away. May lag midnight by 5 min.
export function OpeningHours({ business, now }: { business: OpenStateSubject; now: Date }) {
  const hours = business.openingHours;
  const timeZone = business.timeZone ?? undefined;
  const days = DAYS.flatMap((day) => {
    const text = displayDayHours(hours[day]);
    return text === null ? [] : [{ day, text }];
  });
  const special = upcomingSpecialHours(business.specialHours, localDate(now, timeZone));
  if (days.length === 0 && special.length === 0) return null;
  const today = dayInTimeZone(now, timeZone);
  const todayText = days.find(({ day }) => day === today)?.text;
  return (
    <section aria-labelledby="hours-heading" className="panel">
      <div className="flex items-center justify-between gap-2">
        <h2 id="hours-heading" className="text-lg font-semibold">
          Opening Hours
        </h2>
        <OpenStatus business={business} now={now} />
      </div>
      {days.length === 0 ? null : (
        <details className="open-from-lg mt-3">
          <summary className="hours-summary">
            <span>
              <span className="font-semibold">Today</span>{' '}
              {todayText ? <HoursText text={todayText} /> : 'not listed'}
            </span>
            <span className="flex items-center gap-1 font-semibold">
              Week
              <ChevronDownIcon />
            </span>
          </summary>
          <table className="hours-table">
            <caption className="sr-only">Opening hours by day</caption>
            <tbody>
              {days.map(({ day, text }) => {
                const isToday = day === today;
                return (
                  // Spread: an undefined prop would still be written into the payload.
                  <tr key={day} {...(isToday ? { 'aria-current': 'date' as const } : null)}>
                    <th scope="row">
                      {day}
                      {isToday ? <span className="ml-2 text-xs font-medium">(Today)</span> : null}
                    </th>
                    <td>
                      <HoursText text={text} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </details>
      )}
      <SpecialHoursList entries={special} />
      <BankHolidayNote place={business} now={now} />
      <TimeZoneNote timeZone={timeZone} />
    </section>
  );
}
