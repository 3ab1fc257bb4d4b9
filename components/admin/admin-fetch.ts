import { ADMIN_REQUEST_HEADERS } from '@/lib/auth/admin-request-header';

/** A change through the admin API: `fetch` with the header the server requires of them. */
export function adminWrite(url: string, init: RequestInit & { method: string }) {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(ADMIN_REQUEST_HEADERS)) headers.set(name, value);
  return fetch(url, { ...init, headers });
}
