/** Another origin cannot add it without a CORS preflight this app never grants. */
export const ADMIN_REQUEST_HEADER = 'X-Admin-Request';
export const ADMIN_REQUEST_HEADERS = { [ADMIN_REQUEST_HEADER]: '1' } as const;
