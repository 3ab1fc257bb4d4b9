// The /cities index by initial: `/cities/l` lists every town under L, `/cities/0-9` the
// towns that start with anything but a letter (the '#' group).

const OTHER_SEGMENT = '0-9';

export function cityInitialPath(initial: string): string {
  return `/cities/${initial === '#' ? OTHER_SEGMENT : initial.toLowerCase()}`;
}

/** The initial a `/cities/{segment}` names, or null when it names none. */
export function initialOfSegment(segment: string): string | null {
  if (segment === OTHER_SEGMENT) return '#';
  return /^[a-z]$/.test(segment) ? segment.toUpperCase() : null;
}
