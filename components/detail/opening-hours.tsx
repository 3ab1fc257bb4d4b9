import { hoursMarkup } from '@/components/business/hours-markup';
import { ChevronDownIcon } from '@/components/ui/icons';
import { innerHtml, markup } from '@/components/ui/markup';
import { BadgeLabel } from '@/components/business/verified-badge';
import type { Badge } from '@/components/listing/card-markup';
import type { HoursView } from './detail-view';
import { SpecialHoursList } from './special-hours-list';

// Phones show today with the week a tap away; from lg the week is open.
export function OpeningHours({ hours, status }: { hours: HoursView | null; status: Badge | null }) {
  if (!hours) return null;
  const { today, days, timeZone } = hours;
  const todayText = days.find(({ day }) => day === today)?.text;
  return (
    <section aria-labelledby="hours-heading" className="panel">
      {/* `.hours-head`, `.hours-summary` and `.hours` in app/globals.css style the parts. */}
      <div className="hours-head">
        <h2 id="hours-heading">Opening Hours</h2>
        <BadgeLabel badge={status} />
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
      <SpecialHoursList entries={hours.special} />
      {hours.bankHoliday ? (
        <p className="hours-note" data-testid="bank-holiday-note">
          {hours.bankHoliday}
        </p>
      ) : null}
      {timeZone ? (
        <p className="mt-3 text-xs text-slate-600" data-testid="time-zone-note">
          Hours are local time for this business ({timeZone.replaceAll('_', ' ')}).
        </p>
      ) : null}
    </section>
  );
}
