import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * The one notification region (spec §9): one toast at a time, 5 s each, swiped away to the
 * right, F8 focuses it, labelled 'Notification', at most 420 px wide. sonner's own swipe
 * threshold (45 px) and removal timing are fixed in the library.
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={1}
      duration={5000}
      swipeDirections={['right']}
      hotkey={['F8']}
      // The exact label; containerAriaLabel would append the hotkey ("Notification F8").
      customAriaLabel="Notification"
      style={{ '--width': '420px', maxWidth: '420px' } as CSSProperties}
    />
  );
}
