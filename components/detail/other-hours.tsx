import { hoursMarkup } from '@/components/business/hours-markup';
import { innerHtml, markup } from '@/components/ui/markup';
import type { DetailPanelsView } from './detail-view';

/** Labelled weeks beside the main hours (kitchen, delivery, ...), as the data gives them. */
export function OtherHours({ weeks }: { weeks: DetailPanelsView['otherHours'] }) {
  if (weeks.length === 0) return null;
  return (
    <section aria-labelledby="other-hours-heading" className="panel">
      <h2 id="other-hours-heading">Other Hours</h2>
      {weeks.map(({ label, rows }) => (
        <table key={label} className="mt-4 w-full text-sm">
          <caption className="text-left font-medium text-slate-900">{label}</caption>
          <tbody
            dangerouslySetInnerHTML={innerHtml(
              rows.map(
                ({ day, text }) =>
                  markup`<tr class="text-slate-700"><th scope="row" class="py-1 pl-2 text-left font-normal">${day}</th><td class="hours py-1 pr-2 text-right">${hoursMarkup(text)}</td></tr>`,
              ),
            )}
          />
        </table>
      ))}
    </section>
  );
}
