// Browser side of "Near me": nothing is sent anywhere until the visitor agrees.
import { formatNear } from './distance';

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
