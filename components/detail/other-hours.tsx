import { hoursMarkup } from '@/components/business/hours-markup';
import { innerHtml, markup } from '@/components/ui/markup';
import type { BusinessDto } from '@/lib/data/business-dto';
import { DAYS, displayDayHours } from '@/lib/hours';

/** Labelled weeks beside the main hours (kitchen, delivery, ...), as the data gives them. */
export function OtherHours({ weeks }: { weeks: BusinessDto['otherHours'] }) {
  if (weeks.length === 0) return null;
  return (
    <section aria-labelledby="other-hours-heading" className="panel">
      <h2 id="other-hours-heading">Other Hours</h2>
      {weeks.map(({ label, hours }) => (
        <table key={label} className="mt-4 w-full text-sm">
          <caption className="text-left font-medium text-slate-900">{label}</caption>
          <tbody
            dangerouslySetInnerHTML={innerHtml(
              DAYS.flatMap((day) => {
                const text = displayDayHours(hours[day]);
                return text === null
                  ? []
                  : [
                      markup`<tr class="text-slate-700"><th scope="row" class="py-1 pl-2 text-left font-normal">${day}</th><td class="hours py-1 pr-2 text-right">${hoursMarkup(text)}</td></tr>`,
                    ];
              }),
            )}
          />
        </table>
      ))}
    </section>
  );
}
