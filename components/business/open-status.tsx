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

// Open or closed in the business's zone, or its closure, special hours or bank holiday; nothing
// when the hours do not say. Cached pages can lag a change of state by up to 5 minutes.
export function openStatusBadge(business: OpenStateSubject, now: Date) {
  const state = openStateAt(business, now);
  if (state === null) return null;
  return {
    className: `badge ${BADGES[state.kind] ?? 'badge-bad'} badge-dot`,
    label:
      state.kind === 'closed-today' && state.special.label
        ? `${LABELS[state.kind]}: ${state.special.label}`
        : LABELS[state.kind],
  };
}
