import { hoursMarkup } from '@/components/business/hours-markup';
import { OpenStatus } from '@/components/business/open-status';
import { ChevronDownIcon } from '@/components/ui/icons';
import { innerHtml, markup } from '@/components/ui/markup';
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
      {/* `.hours-head`, `.hours-summary` and `.hours` in app/globals.css style the parts. */}
      <div className="hours-head">
        <h2 id="hours-heading">Opening Hours</h2>
        <OpenStatus business={business} now={now} />
      </div>
      {days.length === 0 ? null : (
        <details className="open-from-lg">
          <summary className="hours-summary">
            <span
              className="hours"
              dangerouslySetInnerHTML={innerHtml(
                markup`<b>Today</b> ${todayText ? hoursMarkup(todayText) : 'not listed'}`,
              )}
            />
            <span>
              Week
              <ChevronDownIcon />
            </span>
          </summary>
          <table className="hours-table">
            <caption className="sr-only">Opening hours by day</caption>
            {/* The week's rows as one static element (components/ui/markup.ts). */}
            <tbody
              dangerouslySetInnerHTML={innerHtml(
                days.map(({ day, text }) => {
                  const isToday = day === today;
                  return markup`<tr${isToday && markup` aria-current="date"`}><th scope="row">${day}${isToday && markup`<span>(Today)</span>`}</th><td class="hours">${hoursMarkup(text)}</td></tr>`;
                }),
              )}
            />
          </table>
        </details>
      )}
      <SpecialHoursList entries={special} />
      <BankHolidayNote place={business} now={now} />
      <TimeZoneNote timeZone={timeZone} />
    </section>
  );
}
