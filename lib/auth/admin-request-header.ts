/**
 * The header the admin screens send with every change (`X-Admin-Request: 1`). A cross-origin
 * page cannot add it without a CORS preflight this app never grants, and a script injected
 * into a public page does not send it unless written against this app.
 */
export const ADMIN_REQUEST_HEADER = 'X-Admin-Request';
export const ADMIN_REQUEST_HEADERS = { [ADMIN_REQUEST_HEADER]: '1' } as const;
