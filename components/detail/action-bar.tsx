import type { DetailView } from './detail-view';

type Props = { name: string; actions: DetailView['actions'] };
type LinkProps = { href: string; name: string; className?: string };

const classes = (className: string | undefined, icon: string) =>
  className ? `${className} with-icon ${icon}` : `with-icon ${icon}`;

function CallLink({ href, name, className }: LinkProps) {
  return (
    <a href={href} className={classes(className, 'icon-phone')}>
      Call<span className="sr-only">{` ${name}`}</span>
    </a>
  );
}

function DirectionsLink({ href, name, className }: LinkProps) {
  return (
    <a href={href} rel="nofollow noopener" className={classes(className, 'icon-pin')}>
      Directions<span className="sr-only">{` to ${name}`}</span>
    </a>
  );
}

/** Call, Directions and Website in the hero, so a phone's first screen acts; absent: left out. */
export function ActionBar({ name, actions: { call, directions, website } }: Props) {
  if (!call && !directions && !website) return null;
  return (
    <nav aria-label="Contact" className="actions">
      {call ? <CallLink href={call} name={name} className="action-primary" /> : null}
      {directions ? <DirectionsLink href={directions} name={name} /> : null}
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
      {call ? <CallLink href={call} name={name} className="sticky-bar-call" /> : null}
      {directions ? (
        <DirectionsLink href={directions} name={name} className="sticky-bar-directions" />
      ) : null}
    </nav>
  );
}
