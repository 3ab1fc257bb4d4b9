import type { DetailPanelsView } from './detail-view';

/** When the details were last confirmed by an import, and what recently changed. */
export function ListingFreshness({
  checked,
  changeNotes,
}: Pick<DetailPanelsView, 'checked' | 'changeNotes'>) {
  return (
    // `.aside-note` in app/globals.css styles the parts.
    <section aria-label="How fresh this listing is" className="aside-note">
      <p data-testid="checked-date">
        {'Details checked '}
        <time dateTime={checked.at}>{checked.text}</time>
      </p>
      {changeNotes.length > 0 ? (
        <>
          <h2>Recent changes</h2>
          <ul data-testid="recent-changes">
            {changeNotes.map((note) => (
              <li key={`${note.date}-${note.text}`}>{note.text}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
