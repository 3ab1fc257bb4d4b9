import { HoursText } from '@/components/business/hours-text';
import { OpenStatus } from '@/components/business/open-status';
import { DAYS, dayInTimeZone, displayDayHours, type OpeningHoursText } from '@/lib/hours';
import { TimeZoneNote } from './time-zone-note';

/**
 * The week as the data gives it, today highlighted (in the business's zone) and open or
 * closed now; the zone is named when it is not the UK's. Not rendered when the listing has no
 * hours. The cached page can be up to 5 minutes old, so around midnight "today" and the open
 * state may lag by that much.
 */
export function OpeningHours({
  hours,
  now,
  timeZone,
}: {
  hours: OpeningHoursText;
  now: Date;
  timeZone?: string;
}) {
  const days = DAYS.flatMap((day) => {
    const text = displayDayHours(hours[day]);
    return text === null ? [] : [{ day, text }];
  });
  if (days.length === 0) return null;
  const today = dayInTimeZone(now, timeZone);
  return (
    <section
      aria-labelledby="hours-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="hours-heading" className="text-lg font-semibold">
          Opening Hours
        </h2>
        <OpenStatus hours={hours} now={now} timeZone={timeZone} />
      </div>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">Opening hours by day</caption>
        <tbody>
          {days.map(({ day, text }) => {
            const isToday = day === today;
            return (
              <tr
                key={day}
                aria-current={isToday ? 'date' : undefined}
                className={isToday ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-700'}
              >
                <th scope="row" className="py-1.5 pl-2 text-left font-inherit">
                  {day}
                  {isToday ? <span className="ml-2 text-xs font-medium">(Today)</span> : null}
                </th>
                <td className="py-1.5 pr-2 text-right">
                  <HoursText text={text} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <TimeZoneNote timeZone={timeZone} />
    </section>
  );
}
