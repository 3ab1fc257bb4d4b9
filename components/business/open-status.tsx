import { openStateAt, type OpenStateSubject } from '@/lib/hours/open-state';

const LABELS = {
  open: 'Open Now',
  closed: 'Closed',
  'bank-holiday': 'Bank holiday: hours may differ',
  'closed-today': 'Closed today',
  CLOSED_TEMPORARILY: 'Temporarily closed',
  CLOSED_PERMANENTLY: 'Permanently closed',
} as const;

const BADGES: Partial<Record<keyof typeof LABELS, string>> = {
  open: 'badge-good',
  'bank-holiday': 'badge-plain',
};

/**
 * 'Open Now' or 'Closed' at render time in the business's own zone (Europe/London if none);
 * a closure, the admin's special hours or a bank holiday of its division says so instead
 * ("Closed today: Christmas Day"); nothing when the hours do not
 * say (showing "Closed" for unknown hours would be a claim the data does not make). Pages are
 * cached for up to 5 minutes, so the badge can lag a change of state by that much.
 */
export function OpenStatus({ business, now }: { business: OpenStateSubject; now: Date }) {
  const state = openStateAt(business, now);
  if (state === null) return null;
  return (
    <span className={`badge ${BADGES[state.kind] ?? 'badge-bad'} badge-dot`}>
      {state.kind === 'closed-today' && state.special.label
        ? `${LABELS[state.kind]}: ${state.special.label}`
        : LABELS[state.kind]}
    </span>
  );
}
