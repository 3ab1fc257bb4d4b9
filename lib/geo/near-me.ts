// Browser side of "Near me": asks for the visitor's position (the browser's own consent
// prompt) and loads the list around it. Nothing is sent anywhere until the visitor agrees.
import { formatNear } from './distance';

/** The list around a position, keeping what was typed: what, category and filters. */
export function nearMeHref(form: HTMLFormElement | null, lat: number, lng: number): string {
  const query = new URLSearchParams();
  if (form) {
    for (const [key, value] of new FormData(form)) {
      // The position replaces a typed place; the order becomes nearest first.
      if (typeof value === 'string' && value && !['location', 'near', 'sort', 'page'].includes(key))
        query.set(key, value);
    }
  }
  query.set('near', formatNear({ lat, lng }));
  query.set('sort', 'distance');
  return `/businesses?${query}`;
}

/** Asks for the position once; `done` gets the URL to load, or a message for the visitor. */
export function locateVisitor(
  form: HTMLFormElement | null,
  done: (result: { href: string } | { error: string }) => void,
): void {
  if (!('geolocation' in navigator)) {
    done({ error: 'Your browser cannot share its location.' });
    return;
  }
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => done({ href: nearMeHref(form, coords.latitude, coords.longitude) }),
    () => done({ error: 'Location is off or was not allowed; type a place instead.' }),
    { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
  );
}
