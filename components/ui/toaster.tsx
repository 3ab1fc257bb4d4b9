import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/** The one notification region (spec §9): one toast, 5 s, swipe right, F8, at most 420 px. */
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
