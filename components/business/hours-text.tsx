import { Fragment } from 'react';

/** A day's display hours; a range never wraps inside ("9:00–17:30"), only between ranges. */
export function HoursText({ text }: { text: string }) {
  return text.split(', ').map((range, index) => (
    <Fragment key={index}>
      {index > 0 ? ', ' : null}
      <span className="whitespace-nowrap">{range}</span>
    </Fragment>
  ));
}
