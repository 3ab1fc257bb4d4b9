import type { DetailView } from './detail-view';

type Props = { name: string; actions: DetailView['actions'] };

/** Call, Directions and Website in the hero, so a phone's first screen acts; absent: left out. */
export function ActionBar({ name, actions: { call, directions, website } }: Props) {
  if (!call && !directions && !website) return null;
  return (
    <nav aria-label="Contact" className="actions">
      {call ? (
        <a href={call} className="action-primary with-icon icon-phone">
          Call<span className="sr-only">{` ${name}`}</span>
        </a>
      ) : null}
      {directions ? (
        <a href={directions} rel="nofollow noopener" className="with-icon icon-pin">
          Directions<span className="sr-only">{` to ${name}`}</span>
        </a>
      ) : null}
      {website ? (
        <a href={website} rel="nofollow noopener" className="with-icon icon-arrow">
          Website<span className="sr-only">{` of ${name}`}</span>
        </a>
      ) : null}
    </nav>
  );
}

/** Call and Directions held at the foot of a phone's screen; not for a business closed for good. */
export function StickyContactBar({ name, actions: { call, directions } }: Props) {
  if (!call && !directions) return null;
  return (
    <nav aria-label="Call or get directions" className="sticky-bar">
      {call ? (
        <a href={call} className="sticky-bar-call with-icon icon-phone">
          Call<span className="sr-only">{` ${name}`}</span>
        </a>
      ) : null}
      {directions ? (
        <a
          href={directions}
          rel="nofollow noopener"
          className="sticky-bar-directions with-icon icon-pin"
        >
          Directions<span className="sr-only">{` to ${name}`}</span>
        </a>
      ) : null}
    </nav>
  );
}
