import { HoursText } from '@/components/business/hours-text';
import { OpenStatus } from '@/components/business/open-status';
import { ChevronDownIcon } from '@/components/ui/icons';
import { DAYS, dayInTimeZone, displayDayHours } from '@/lib/hours';
import type { OpenStateSubject } from '@/lib/hours/open-state';
import { BankHolidayNote } from './bank-holiday-note';
import { TimeZoneNote } from './time-zone-note';

/**
 * The week as the data gives it, today highlighted (in the business's zone) and open or
 * closed now; the zone is named when it is not the UK's. On phones today's hours show and the
 * week is one tap away; from `lg` up the week shows as it is. Not rendered when the listing has no
 * hours. The cached page can be up to 5 minutes old, so around midnight "today" and the open
 * state may lag by that much.
 */
export function OpeningHours({ business, now }: { business: OpenStateSubject; now: Date }) {
  const hours = business.openingHours;
  const timeZone = business.timeZone ?? undefined;
  const days = DAYS.flatMap((day) => {
    const text = displayDayHours(hours[day]);
    return text === null ? [] : [{ day, text }];
  });
  if (days.length === 0) return null;
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
      <BankHolidayNote place={business} now={now} />
      <TimeZoneNote timeZone={timeZone} />
    </section>
  );
}
