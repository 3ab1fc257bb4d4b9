import { formatCheckedDate, type ChangeNote } from '@/lib/freshness/changes';

/** When the details were last confirmed by an import, and what recently changed. */
export function ListingFreshness({ checkedAt, notes }: { checkedAt: string; notes: ChangeNote[] }) {
  return (
    // `.aside-note` in app/globals.css styles the parts.
    <section aria-label="How fresh this listing is" className="aside-note">
      <p data-testid="checked-date">
        {'Details checked '}
        <time dateTime={checkedAt}>{formatCheckedDate(new Date(checkedAt))}</time>
      </p>
      {notes.length > 0 ? (
        <>
          <h2>Recent changes</h2>
          <ul data-testid="recent-changes">
            {notes.map((note) => (
              <li key={`${note.date}-${note.text}`}>{note.text}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
