import { formatCheckedDate, type ChangeNote } from '@/lib/freshness/changes';

/** When the details were last confirmed by an import, and what recently changed. */
export function ListingFreshness({ checkedAt, notes }: { checkedAt: string; notes: ChangeNote[] }) {
  return (
    <section aria-label="How fresh this listing is" className="px-1 text-sm text-slate-600">
      <p data-testid="checked-date">
        Details checked{' '}
        <time dateTime={checkedAt} className="font-medium text-slate-800">
          {formatCheckedDate(new Date(checkedAt))}
        </time>
      </p>
      {notes.length > 0 ? (
        <>
          <h2 className="mt-3 font-semibold text-slate-800">Recent changes</h2>
          <ul className="mt-1 list-disc space-y-0.5 pl-5" data-testid="recent-changes">
            {notes.map((note) => (
              <li key={`${note.date}-${note.text}`}>{note.text}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
