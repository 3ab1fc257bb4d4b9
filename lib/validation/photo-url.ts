// Pure, no server code: the import and edit schema, the DTO and the pages share one rule.

export const MAX_PHOTO_URL_LENGTH = 2_000;

// Plain segments only, no dot-segments or empty ones.
const SHIPPED_IMAGE = /^\/images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

// The API in a path however it is spelled: `/api/`, `/API/`, `/%61pi/`.
function reachesApi(pathname: string) {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return /(^|\/)api(\/|$)/i.test(decoded);
}

/** No backslash (`/\host` is `//host`) and no `/api/` path, which would call it with the viewer's cookies. */
export function isSafePhotoUrl(value: string): boolean {
  if (value.length === 0 || value.length > MAX_PHOTO_URL_LENGTH) return false;
  if (/[\\\s\x00-\x1f\x7f]/.test(value)) return false;
  if (value.startsWith('/')) return SHIPPED_IMAGE.test(value);
  if (!/^https:\/\/[^/?#]/i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.hostname.length > 0 &&
    url.username === '' &&
    url.password === '' &&
    !reachesApi(url.pathname)
  );
}

// Rows stored before the rule may hold others.
export function safePhotos(photos: readonly string[]): string[] {
  return photos.filter(isSafePhotoUrl);
}
